import { formatCalendarDate } from '../../../../lib/dates';
import { statusLabels } from '../../analytics-text';
import { evenTicks, formatRate, type DoseCell } from '../../chart-data';
import { statusFill, statusGlyph, useChartStyles } from './chart-styles';

export const adherenceChartHeight = 212;

const margin = { top: 28, right: 10, left: 44 };
const lineHeight = 104;
const stripGap = 16;
const cellHeight = 24;

/**
 * Adherence over time: the running adherence rate after each dose due (a line over 0-100%),
 * and beneath it one cell per dose coloured and marked by its status.
 */
export function AdherenceChart({ cells, width }: { cells: readonly DoseCell[]; width: number }) {
  const styles = useChartStyles();
  const plotWidth = Math.max(1, width - margin.left - margin.right);
  const slot = plotWidth / Math.max(1, cells.length);
  const cellWidth = Math.max(2, Math.min(32, slot - (slot > 10 ? 3 : 1)));
  const x = (i: number) => margin.left + slot * (i + 0.5);
  const y = (rate: number) => margin.top + (1 - rate / 100) * lineHeight;
  const stripTop = margin.top + lineHeight + stripGap;
  const axisY = stripTop + cellHeight + 16;

  const rated = cells.flatMap((c, i) =>
    c.runningRate === null ? [] : [{ i, rate: c.runningRate }],
  );
  const line = rated.map((p, k) => `${k === 0 ? 'M' : 'L'}${x(p.i)},${y(p.rate)}`).join(' ');
  const first = rated[0];
  const last = rated[rated.length - 1];
  const area = first && last ? `${line} L${x(last.i)},${y(0)} L${x(first.i)},${y(0)} Z` : '';
  const ticks = evenTicks(cells.length, Math.max(2, Math.floor(plotWidth / 72)));
  const showGlyphs = cellWidth >= 14;

  return (
    <svg
      className={styles.svg}
      width={width}
      height={adherenceChartHeight}
      aria-hidden="true"
      focusable="false"
    >
      <text className={styles.axisTitle} x={0} y={8} dy="0.32em">
        Adherence so far
      </text>
      {[0, 50, 100].map((rate) => (
        <g key={rate}>
          <line
            className={styles.grid}
            x1={margin.left}
            x2={width - margin.right}
            y1={y(rate)}
            y2={y(rate)}
          />
          <text
            className={styles.tick}
            x={margin.left - 8}
            y={y(rate)}
            dy="0.32em"
            textAnchor="end"
          >
            {rate}%
          </text>
        </g>
      ))}
      {area ? <path className={styles.rateArea} d={area} /> : null}
      {line ? <path className={styles.rateLine} d={line} /> : null}
      {cells.length <= 40
        ? rated.map((p) => (
            <circle key={p.i} className={styles.moodDot} cx={x(p.i)} cy={y(p.rate)} r={3.5}>
              <title>{`${formatRate(p.rate)} so far`}</title>
            </circle>
          ))
        : null}
      <text
        className={styles.tick}
        x={margin.left - 8}
        y={stripTop + cellHeight / 2}
        dy="0.32em"
        textAnchor="end"
      >
        Doses
      </text>
      {cells.map((cell, i) => {
        const glyph = showGlyphs ? statusGlyph(cell.status) : null;
        const cx = x(i);
        return (
          <g key={cell.dueDate}>
            <rect
              className={statusFill(styles, cell.status)}
              x={cx - cellWidth / 2}
              y={stripTop}
              width={cellWidth}
              height={cellHeight}
              rx={Math.min(4, cellWidth / 3)}
            >
              <title>{`${formatCalendarDate(cell.dueDate, 'MMM d')}: ${statusLabels[cell.status]}`}</title>
            </rect>
            {glyph ? (
              <path
                className={styles.glyph}
                d={glyph}
                transform={`translate(${cx},${stripTop + cellHeight / 2})`}
              />
            ) : null}
          </g>
        );
      })}
      {ticks.map((i) => {
        const cell = cells[i];
        if (!cell) return null;
        const anchor =
          ticks.length > 1 && i === 0
            ? 'start'
            : i === cells.length - 1 && ticks.length > 1
              ? 'end'
              : 'middle';
        const tx =
          anchor === 'start'
            ? x(i) - cellWidth / 2
            : anchor === 'end'
              ? x(i) + cellWidth / 2
              : x(i);
        return (
          <text key={i} className={styles.tick} x={tx} y={axisY} dy="0.32em" textAnchor={anchor}>
            {formatCalendarDate(cell.dueDate, 'MMM d')}
          </text>
        );
      })}
      <text
        className={styles.axisTitle}
        x={width - margin.right}
        y={axisY + 18}
        dy="0.32em"
        textAnchor="end"
      >
        Due date
      </text>
    </svg>
  );
}
