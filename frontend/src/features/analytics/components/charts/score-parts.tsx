import { formatScore } from '../../chart-data';
import { useChartStyles } from './chart-styles';

/** The left and right margins the mood charts leave around their plot. */
interface Margins {
  left: number;
  right: number;
}

/**
 * The 1–5 score scale the mood charts share: the axis title top left, a grid line with its tick
 * for each score (`y` places a score) and, for the bar charts, the baseline at `baseY`.
 */
export function ScoreScale({
  title,
  width,
  margin,
  y,
  baseY,
}: {
  title: string;
  width: number;
  margin: Margins;
  y: (score: number) => number;
  baseY?: number;
}) {
  const styles = useChartStyles();
  return (
    <>
      <text className={styles.axisTitle} x={0} y={8} dy="0.32em">
        {title}
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
      {baseY === undefined ? null : (
        <line
          className={styles.axis}
          x1={margin.left}
          x2={width - margin.right}
          y1={baseY}
          y2={baseY}
        />
      )}
    </>
  );
}

/** A bar from the baseline up to a score, centred on `cx`, with its value above when asked. */
export function ScoreBar({
  cx,
  value,
  barWidth,
  y,
  baseY,
  className,
  title,
  showValue,
}: {
  cx: number;
  value: number;
  barWidth: number;
  y: (score: number) => number;
  baseY: number;
  className: string;
  /** The bar's tooltip. */
  title: string;
  showValue: boolean;
}) {
  const styles = useChartStyles();
  return (
    <g>
      <rect
        className={className}
        x={cx - barWidth / 2}
        y={y(value)}
        width={barWidth}
        height={baseY - y(value)}
        rx={Math.min(4, barWidth / 3)}
      >
        <title>{title}</title>
      </rect>
      {showValue ? (
        <text className={styles.value} x={cx} y={y(value) - 8} textAnchor="middle">
          {formatScore(value)}
        </text>
      ) : null}
    </g>
  );
}

/** The bar charts' x-axis title, centred beneath their labels. */
export function BarAxisTitle({
  title,
  width,
  margin,
  baseY,
}: {
  title: string;
  width: number;
  margin: Margins;
  baseY: number;
}) {
  const styles = useChartStyles();
  const plotWidth = Math.max(1, width - margin.left - margin.right);
  return (
    <text
      className={styles.axisTitle}
      x={margin.left + plotWidth / 2}
      y={baseY + 36}
      dy="0.32em"
      textAnchor="middle"
    >
      {title}
    </text>
  );
}
