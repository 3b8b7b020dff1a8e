import { formatScore, type MoodByDayBar } from '../../chart-data';
import { useChartStyles } from './chart-styles';
import { BarAxisTitle, ScoreBar, ScoreScale } from './score-parts';

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
      <ScoreScale title="Average mood (1–5)" width={width} margin={margin} y={y} baseY={baseY} />
      {bars.map((bar) => (
        <ScoreBar
          key={bar.day}
          cx={x(bar.day)}
          value={bar.mood}
          barWidth={barWidth}
          y={y}
          baseY={baseY}
          className={styles.brandFill}
          title={`${bar.label}: ${formatScore(bar.mood)} (${bar.checkins})`}
          showValue={showValues}
        />
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
      <BarAxisTitle
        title="Days since injection (0 = injection day)"
        width={width}
        margin={margin}
        baseY={baseY}
      />
    </svg>
  );
}
