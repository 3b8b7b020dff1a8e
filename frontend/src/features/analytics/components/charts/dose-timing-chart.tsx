import { mergeClasses } from '@fluentui/react-components';
import { formatCalendarDate } from '../../../../lib/dates';
import { evenTicks, offsetText, timingRange, type TimingPoint } from '../../chart-data';
import { statusFill, statusGlyph, statusStroke, useChartStyles } from './chart-styles';

export const doseTimingChartHeight = 232;

const margin = { top: 28, right: 10, left: 52 };
const plotHeight = 120;
const laneGap = 12;
const laneHeight = 22;

/** '+2', '0' → 'Due', '−1'. */
function offsetTick(days: number): string {
  if (days === 0) return 'Due day';
  return days > 0 ? `+${days}` : `\u2212${Math.abs(days)}`;
}

/**
 * Dose timing against the schedule: for each dose due, how many days from its due day it was
 * taken (a stem from the due-day line, coloured by status); missed doses sit in their own lane.
 */
export function DoseTimingChart({
  points,
  width,
}: {
  points: readonly TimingPoint[];
  width: number;
}) {
  const styles = useChartStyles();
  const plotWidth = Math.max(1, width - margin.left - margin.right);
  const slot = plotWidth / Math.max(1, points.length);
  const x = (i: number) => margin.left + slot * (i + 0.5);
  const { min, max } = timingRange(points);
  const y = (days: number) => margin.top + ((max - days) / (max - min)) * plotHeight;
  const step = Math.max(1, Math.ceil((max - min) / 6));
  const yTicks: number[] = [];
  for (let d = Math.ceil(min / step) * step; d <= max; d += step) yTicks.push(d);
  if (!yTicks.includes(0)) yTicks.push(0);
  const laneTop = margin.top + plotHeight + laneGap;
  const axisY = laneTop + laneHeight + 16;
  const radius = slot >= 14 ? 5.5 : 3.5;
  const missedSize = Math.max(6, Math.min(20, slot - 2));
  const xTicks = evenTicks(points.length, Math.max(2, Math.floor(plotWidth / 72)));

  return (
    <svg
      className={styles.svg}
      width={width}
      height={doseTimingChartHeight}
      aria-hidden="true"
      focusable="false"
    >
      <text className={styles.axisTitle} x={0} y={8} dy="0.32em">
        Days from the due day
      </text>
      {yTicks.map((d) => (
        <g key={d}>
          <line
            className={d === 0 ? styles.zero : styles.grid}
            x1={margin.left}
            x2={width - margin.right}
            y1={y(d)}
            y2={y(d)}
          />
          <text className={styles.tick} x={margin.left - 8} y={y(d)} dy="0.32em" textAnchor="end">
            {offsetTick(d)}
          </text>
        </g>
      ))}
      <text
        className={styles.tick}
        x={margin.left - 8}
        y={laneTop + laneHeight / 2}
        dy="0.32em"
        textAnchor="end"
      >
        Missed
      </text>
      {points.map((point, i) => {
        const cx = x(i);
        const label = `${formatCalendarDate(point.dueDate, 'MMM d')}: ${offsetText(point)}`;
        if (point.offsetDays === null) {
          const glyph = missedSize >= 12 ? statusGlyph('missed') : null;
          return (
            <g key={point.dueDate}>
              <rect
                className={statusFill(styles, 'missed')}
                x={cx - missedSize / 2}
                y={laneTop + (laneHeight - missedSize) / 2}
                width={missedSize}
                height={missedSize}
                rx={3}
              >
                <title>{label}</title>
              </rect>
              {glyph ? (
                <path
                  className={styles.glyph}
                  d={glyph}
                  transform={`translate(${cx},${laneTop + laneHeight / 2})`}
                />
              ) : null}
            </g>
          );
        }
        return (
          <g key={point.dueDate}>
            {point.offsetDays !== 0 ? (
              <line
                className={mergeClasses(styles.stem, statusStroke(styles, point.status))}
                x1={cx}
                x2={cx}
                y1={y(0)}
                y2={y(point.offsetDays)}
              />
            ) : null}
            <circle
              className={statusFill(styles, point.status)}
              cx={cx}
              cy={y(point.offsetDays)}
              r={radius}
            >
              <title>{label}</title>
            </circle>
          </g>
        );
      })}
      {xTicks.map((i) => {
        const point = points[i];
        if (!point) return null;
        const multi = xTicks.length > 1;
        const anchor =
          multi && i === 0 ? 'start' : multi && i === points.length - 1 ? 'end' : 'middle';
        const tx =
          anchor === 'start'
            ? x(i) - Math.min(slot / 2, 12)
            : anchor === 'end'
              ? x(i) + Math.min(slot / 2, 12)
              : x(i);
        return (
          <text key={i} className={styles.tick} x={tx} y={axisY} dy="0.32em" textAnchor={anchor}>
            {formatCalendarDate(point.dueDate, 'MMM d')}
          </text>
        );
      })}
      <text
        className={styles.axisTitle}
        x={width - margin.right}
        y={axisY + 20}
        dy="0.32em"
        textAnchor="end"
      >
        Due date
      </text>
    </svg>
  );
}
