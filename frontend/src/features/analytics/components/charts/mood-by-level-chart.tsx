import { makeStyles, tokens } from '@fluentui/react-components';
import { formatScore } from '../../chart-data';
import { useChartStyles } from './chart-styles';

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
      <g>
        <rect
          className={className}
          x={cx - barWidth / 2}
          y={y(value)}
          width={barWidth}
          height={baseY - y(value)}
          rx={Math.min(4, barWidth / 3)}
        >
          <title>{`${label}: ${formatScore(value)}`}</title>
        </rect>
        {slot >= 70 ? (
          <text className={styles.value} x={cx} y={y(value) - 8} textAnchor="middle">
            {formatScore(value)}
          </text>
        ) : null}
      </g>
    );
  return (
    <svg
      className={styles.svg}
      width={width}
      height={moodByLevelChartHeight}
      aria-hidden="true"
      focusable="false"
    >
      <text className={styles.axisTitle} x={0} y={8} dy="0.32em">
        Average (1–5)
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
      <text
        className={styles.axisTitle}
        x={margin.left + plotWidth / 2}
        y={baseY + 36}
        dy="0.32em"
        textAnchor="middle"
      >
        {axisTitle}
      </text>
    </svg>
  );
}
