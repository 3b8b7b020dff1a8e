import { makeStyles, tokens } from '@fluentui/react-components';
import { formatScore } from '../../chart-data';
import { useChartStyles } from './chart-styles';
import { BarAxisTitle, ScoreBar, ScoreScale } from './score-parts';

export const moodByLevelChartHeight = 232;

const margin = { top: 30, right: 8, left: 32 };
const plotHeight = 140;

/** The energy bars' fill (also the legend's swatch). */
export const useMoodByLevelStyles = makeStyles({
  energyFill: { fill: tokens.colorPaletteLightTealForeground2 },
});

export interface LevelGroup {
  label: string;
  mood: number | null;
  energy: number | null;
  checkins: number;
}

/**
 * Mood and energy (1-5) against the estimated testosterone level: two bars per group (a level
 * band, or trough, mid and peak days), mood in the brand colour, energy in teal. Groups
 * without check-ins stay empty.
 */
export function MoodByLevelChart({
  groups,
  width,
  axisTitle,
}: {
  groups: readonly LevelGroup[];
  width: number;
  axisTitle: string;
}) {
  const styles = useChartStyles();
  const own = useMoodByLevelStyles();
  const plotWidth = Math.max(1, width - margin.left - margin.right);
  const slot = plotWidth / Math.max(1, groups.length);
  const barWidth = Math.max(6, Math.min(36, slot * 0.3));
  const y = (v: number) => margin.top + (1 - v / 5) * plotHeight;
  const baseY = y(0);
  const bar = (cx: number, value: number | null, className: string, label: string) =>
    value === null ? null : (
      <ScoreBar
        cx={cx}
        value={value}
        barWidth={barWidth}
        y={y}
        baseY={baseY}
        className={className}
        title={`${label}: ${formatScore(value)}`}
        showValue={slot >= 70}
      />
    );
  return (
    <svg
      className={styles.svg}
      width={width}
      height={moodByLevelChartHeight}
      aria-hidden="true"
      focusable="false"
    >
      <ScoreScale title="Average (1–5)" width={width} margin={margin} y={y} baseY={baseY} />
      {groups.map((g, i) => {
        const cx = margin.left + slot * (i + 0.5);
        return (
          <g key={g.label}>
            {bar(cx - barWidth / 2 - 1, g.mood, styles.brandFill, `${g.label}, mood`)}
            {bar(cx + barWidth / 2 + 1, g.energy, own.energyFill, `${g.label}, energy`)}
            <text className={styles.tick} x={cx} y={baseY + 14} dy="0.32em" textAnchor="middle">
              {g.label}
            </text>
          </g>
        );
      })}
      <BarAxisTitle title={axisTitle} width={width} margin={margin} baseY={baseY} />
    </svg>
  );
}
