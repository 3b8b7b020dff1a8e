import { makeStyles, tokens } from '@fluentui/react-components';
import type { LevelCurveReply } from '@stride/api/contracts/labs';
import { dateTimeFormat } from '../lib/date-time-format';

const height = 280;
const margin = { top: 30, right: 12, bottom: 44, left: 44 };
const dayMs = 86_400_000;

const useStyles = makeStyles({
  svg: { display: 'block', overflow: 'visible', fontFamily: tokens.fontFamilyBase },
  tick: { fill: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  axisTitle: {
    fill: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  grid: { stroke: tokens.colorNeutralStroke2, strokeWidth: 1 },
  // Tints of the foreground colours, so the bands read lighter than the card in the dark theme
  // too (the palette's background shades are darker than a dark card: they read as shadows).
  target: { fill: tokens.colorPaletteGreenForeground1, opacity: 0.14 },
  band: { fill: tokens.colorBrandForeground1, opacity: 0.22 },
  line: {
    fill: 'none',
    stroke: tokens.colorBrandForeground1,
    strokeWidth: 2.5,
    strokeLinejoin: 'round',
  },
  lab: {
    fill: tokens.colorPaletteDarkOrangeForeground1,
    stroke: tokens.colorNeutralBackground1,
    strokeWidth: 2,
  },
  marker: { fill: tokens.colorNeutralForeground2 },
  markerText: { fill: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase100 },
  dose: { fill: tokens.colorBrandForeground2 },
  today: { stroke: tokens.colorNeutralForeground3, strokeWidth: 1, strokeDasharray: '4 3' },
  projected: {
    fill: 'none',
    stroke: tokens.colorBrandForeground1,
    strokeWidth: 2,
    strokeDasharray: '2 3',
    strokeLinejoin: 'round',
  },
  planned: {
    fill: 'none',
    stroke: tokens.colorPaletteBerryForeground1,
    strokeWidth: 2.5,
    strokeDasharray: '7 4',
    strokeLinejoin: 'round',
  },
});

const shortDate = (ms: number) =>
  dateTimeFormat(undefined, { month: 'short', day: 'numeric' }).format(ms);

/**
 * The estimated total testosterone (ng/dL) over time: the uncertainty band, the curve, the
 * 400-700 ng/dL target, lab results as dots, the latest cycle's estimated peak and trough, and
 * injections marked beneath; with a what-if, the current schedule carried forward (dotted) and
 * the planned change (dashed) from the next dose on. Hand-drawn SVG in Fluent tokens like the analytics charts; the
 * card beside it states the same in words.
 */
export function LevelChart({
  curve,
  width,
  now,
}: {
  /** The labs page's reply, or the provider report's part of it (no what-if there). */
  curve: Pick<LevelCurveReply, 'points' | 'labs' | 'doses' | 'target' | 'peak' | 'trough'> &
    Partial<Pick<LevelCurveReply, 'whatIf'>>;
  width: number;
  now: number;
}) {
  const styles = useStyles();
  const points = curve.points.map((p) => ({ ...p, ms: Date.parse(p.at) }));
  if (points.length < 2 || width <= 0) return null;
  const x0 = points[0]!.ms;
  const x1 = points[points.length - 1]!.ms;
  const plotW = Math.max(1, width - margin.left - margin.right);
  const plotH = height - margin.top - margin.bottom;
  const whatIf = curve.whatIf?.points.map((p) => ({ ...p, ms: Date.parse(p.at) })) ?? [];
  const top = Math.max(
    curve.target.high,
    ...points.map((p) => p.high),
    ...curve.labs.map((l) => l.ngDl),
    ...whatIf.map((p) => Math.max(p.current, p.planned)),
  );
  const step = top > 1600 ? 400 : 200;
  const yMax = Math.ceil((top * 1.05) / step) * step;
  const x = (ms: number) => margin.left + ((ms - x0) / (x1 - x0)) * plotW;
  const y = (v: number) => margin.top + (1 - v / yMax) * plotH;
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.ms).toFixed(1)},${y(p.level).toFixed(1)}`)
    .join(' ');
  const pathOf = (series: { ms: number; v: number }[]) =>
    series
      .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.ms).toFixed(1)},${y(p.v).toFixed(1)}`)
      .join(' ');
  // The what-if: both projections from the first projected dose on (they agree before it).
  const fromMs = curve.whatIf ? Date.parse(curve.whatIf.firstDoseAt) : Infinity;
  const ahead = whatIf.filter((p) => p.ms >= fromMs - 6 * 3_600_000);
  const area = [
    ...points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.ms).toFixed(1)},${y(p.high).toFixed(1)}`),
    ...[...points].reverse().map((p) => `L${x(p.ms).toFixed(1)},${y(p.low).toFixed(1)}`),
    'Z',
  ].join(' ');
  const yTicks = Array.from({ length: yMax / step + 1 }, (_, i) => i * step);
  const days = (x1 - x0) / dayMs;
  const tickCount = Math.max(2, Math.min(7, Math.floor(plotW / 80)));
  const xTicks = Array.from(
    { length: tickCount },
    (_, i) => x0 + ((x1 - x0) * i) / (tickCount - 1),
  );
  const baseY = margin.top + plotH;
  const inRange = (ms: number) => ms >= x0 && ms <= x1;
  /** A peak is marked above the curve, a trough below it, so the two never crowd each other. */
  const mark = (
    at: string | undefined,
    level: number | undefined,
    label: string,
    below = false,
  ) => {
    if (!at || level === undefined) return null;
    const ms = Date.parse(at);
    if (!inRange(ms)) return null;
    const tip = y(level) + (below ? 6 : -6);
    return (
      <g>
        <path className={styles.marker} d={`M${x(ms)},${tip} l5,${below ? 8 : -8} l-10,0 Z`} />
        <text
          className={styles.markerText}
          x={x(ms)}
          y={below ? tip + 18 : tip - 12}
          textAnchor="middle"
        >
          {label}
        </text>
      </g>
    );
  };

  return (
    <svg
      className={styles.svg}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      data-testid="level-chart"
    >
      <rect
        className={styles.target}
        x={margin.left}
        width={plotW}
        y={y(curve.target.high)}
        height={y(curve.target.low) - y(curve.target.high)}
      />
      {yTicks.map((v) => (
        <g key={v}>
          <line
            className={styles.grid}
            x1={margin.left}
            x2={margin.left + plotW}
            y1={y(v)}
            y2={y(v)}
          />
          <text className={styles.tick} x={margin.left - 6} y={y(v)} dy="0.32em" textAnchor="end">
            {v}
          </text>
        </g>
      ))}
      <path className={styles.band} d={area} data-testid="level-band" />
      <path className={styles.line} d={line} data-testid="level-curve" />
      {ahead.length > 1 ? (
        <>
          <path
            className={styles.projected}
            d={pathOf(ahead.map((p) => ({ ms: p.ms, v: p.current })))}
            data-testid="what-if-current"
          />
          <path
            className={styles.planned}
            d={pathOf(ahead.map((p) => ({ ms: p.ms, v: p.planned })))}
            data-testid="what-if-planned"
          />
        </>
      ) : null}
      {inRange(now) ? (
        <line className={styles.today} x1={x(now)} x2={x(now)} y1={margin.top} y2={baseY} />
      ) : null}
      {mark(curve.peak?.at, curve.peak?.level, 'Peak')}
      {mark(curve.trough?.at, curve.trough?.level, 'Trough', true)}
      {curve.labs
        .filter((l) => inRange(Date.parse(l.at)))
        .map((l) => (
          <circle
            key={l.at}
            className={styles.lab}
            cx={x(Date.parse(l.at))}
            cy={y(l.ngDl)}
            r={5}
            data-testid="lab-point"
          >
            <title>{`${shortDate(Date.parse(l.at))}: ${Math.round(l.ngDl)} ng/dL measured`}</title>
          </circle>
        ))}
      {curve.doses
        .filter((d) => inRange(Date.parse(d.at)))
        .map((d) => {
          const cx = x(Date.parse(d.at));
          return (
            <path key={d.at} className={styles.dose} d={`M${cx},${baseY + 4} l5,8 l-10,0 Z`} />
          );
        })}
      {xTicks.map((ms, i) => (
        <text
          key={ms}
          className={styles.tick}
          x={x(ms)}
          y={baseY + 26}
          textAnchor={i === 0 ? 'start' : i === xTicks.length - 1 ? 'end' : 'middle'}
        >
          {days > 0 ? shortDate(ms) : ''}
        </text>
      ))}
      <text className={styles.axisTitle} x={0} y={10}>
        ng/dL
      </text>
    </svg>
  );
}
