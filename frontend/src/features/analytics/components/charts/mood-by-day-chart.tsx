import { formatScore, type MoodByDayBar } from '../../chart-data';
import { useChartStyles } from './chart-styles';

export const moodByDayChartHeight = 232;

const margin = { top: 30, right: 8, left: 32 };
const plotHeight = 140;

/**
 * Mood against days since the last injection: one bar per day count (0 = injection day) with
 * check-ins, its height the average mood (1-5). Day counts without check-ins stay empty.
 */
export function MoodByDayChart({ bars, width }: { bars: readonly MoodByDayBar[]; width: number }) {
  const styles = useChartStyles();
  const maxDay = Math.max(0, ...bars.map((b) => b.day));
  const slots = maxDay + 1;
  const plotWidth = Math.max(1, width - margin.left - margin.right);
  const slot = plotWidth / slots;
  const barWidth = Math.max(3, Math.min(44, slot * 0.64));
  const x = (day: number) => margin.left + slot * (day + 0.5);
  const y = (mood: number) => margin.top + (1 - mood / 5) * plotHeight;
  const baseY = y(0);
  const labelEvery = Math.max(1, Math.ceil(28 / slot));
  const showValues = slot >= 28;

  return (
    <svg
      className={styles.svg}
      width={width}
      height={moodByDayChartHeight}
      aria-hidden="true"
      focusable="false"
    >
      <text className={styles.axisTitle} x={0} y={8} dy="0.32em">
        Average mood (1–5)
      </text>
      {[1, 2, 3, 4, 5].map((v) => (
        <g key={v}>
          <line
            className={styles.grid}
            x1={margin.left}
            x2={width - margin.right}
            y1={y(v)}
            y2={y(v)}
          />
          <text className={styles.tick} x={margin.left - 8} y={y(v)} dy="0.32em" textAnchor="end">
            {v}
          </text>
        </g>
      ))}
      <line
        className={styles.axis}
        x1={margin.left}
        x2={width - margin.right}
        y1={baseY}
        y2={baseY}
      />
      {bars.map((bar) => (
        <g key={bar.day}>
          <rect
            className={styles.brandFill}
            x={x(bar.day) - barWidth / 2}
            y={y(bar.mood)}
            width={barWidth}
            height={baseY - y(bar.mood)}
            rx={Math.min(4, barWidth / 3)}
          >
            <title>{`${bar.label}: ${formatScore(bar.mood)} (${bar.checkins})`}</title>
          </rect>
          {showValues ? (
            <text className={styles.value} x={x(bar.day)} y={y(bar.mood) - 8} textAnchor="middle">
              {formatScore(bar.mood)}
            </text>
          ) : null}
        </g>
      ))}
      {Array.from({ length: slots }, (_, day) => day)
        .filter((day) => day % labelEvery === 0)
        .map((day) => (
          <text
            key={day}
            className={styles.tick}
            x={x(day)}
            y={baseY + 14}
            dy="0.32em"
            textAnchor="middle"
          >
            {day}
          </text>
        ))}
      <text
        className={styles.axisTitle}
        x={margin.left + plotWidth / 2}
        y={baseY + 36}
        dy="0.32em"
        textAnchor="middle"
      >
        Days since injection (0 = injection day)
      </text>
    </svg>
  );
}
