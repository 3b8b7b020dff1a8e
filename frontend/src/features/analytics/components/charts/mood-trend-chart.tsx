import { formatCalendarDate } from '../../../../lib/dates';
import type { SeriesDay } from '../../../../entities/analytics';
import { evenTicks, trendSegments, type TrendPoint } from '../../chart-data';
import { useChartStyles } from './chart-styles';
import { ScoreScale } from './score-parts';

export const moodTrendChartHeight = 240;

const margin = { top: 30, right: 12, left: 32 };
const plotHeight = 140;

/**
 * Mood and energy over the window: a line per score through consecutive check-in days, broken
 * where a day has none (dots for lone days), injection days marked beneath.
 */
export function MoodTrendChart({ series, width }: { series: readonly SeriesDay[]; width: number }) {
  const styles = useChartStyles();
  const plotWidth = Math.max(1, width - margin.left - margin.right);
  const n = series.length;
  const x = (i: number) => margin.left + (n <= 1 ? plotWidth / 2 : (i * plotWidth) / (n - 1));
  const y = (v: number) => margin.top + ((5 - v) / 4) * plotHeight;
  const baseY = margin.top + plotHeight;
  const laneY = baseY + 12;
  const axisY = laneY + 20;
  const mood = trendSegments(series, 'mood');
  const energy = trendSegments(series, 'energy');
  const allDots = n <= 92;
  const path = (segment: readonly TrendPoint[]) =>
    segment.map((p, k) => `${k === 0 ? 'M' : 'L'}${x(p.index)},${y(p.value)}`).join(' ');
  const dots = (segments: TrendPoint[][]) =>
    segments.flatMap((s) => (allDots || s.length === 1 ? s : []));
  const ticks = evenTicks(n, Math.max(2, Math.floor(plotWidth / 76)));

  return (
    <svg
      className={styles.svg}
      width={width}
      height={moodTrendChartHeight}
      aria-hidden="true"
      focusable="false"
    >
      <ScoreScale title="Score (1–5)" width={width} margin={margin} y={y} />
      {energy.map((segment) => (
        <path key={`e${segment[0]?.index}`} className={styles.energyLine} d={path(segment)} />
      ))}
      {mood.map((segment) => (
        <path key={`m${segment[0]?.index}`} className={styles.moodLine} d={path(segment)} />
      ))}
      {dots(energy).map((p) => (
        <circle
          key={`ed${p.index}`}
          className={styles.energyDot}
          cx={x(p.index)}
          cy={y(p.value)}
          r={3}
        >
          <title>{`${formatCalendarDate(series[p.index]?.date ?? '', 'MMM d')}: energy ${p.value}`}</title>
        </circle>
      ))}
      {dots(mood).map((p) => (
        <circle
          key={`md${p.index}`}
          className={styles.moodDot}
          cx={x(p.index)}
          cy={y(p.value)}
          r={3.5}
        >
          <title>{`${formatCalendarDate(series[p.index]?.date ?? '', 'MMM d')}: mood ${p.value}`}</title>
        </circle>
      ))}
      {series.map((day, i) =>
        day.injected ? (
          <path
            key={day.date}
            className={styles.injectionMark}
            d={`M${x(i)},${laneY - 5} L${x(i) + 5},${laneY + 4} L${x(i) - 5},${laneY + 4} Z`}
          >
            <title>{`${formatCalendarDate(day.date, 'MMM d')}: injection`}</title>
          </path>
        ) : null,
      )}
      {ticks.map((i) => {
        const day = series[i];
        if (!day) return null;
        const multi = ticks.length > 1;
        const anchor = multi && i === 0 ? 'start' : multi && i === n - 1 ? 'end' : 'middle';
        return (
          <text key={i} className={styles.tick} x={x(i)} y={axisY} dy="0.32em" textAnchor={anchor}>
            {formatCalendarDate(day.date, 'MMM d')}
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
        Date
      </text>
    </svg>
  );
}
