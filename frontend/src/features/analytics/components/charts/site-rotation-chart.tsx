import type { SiteBar } from '../../chart-data';
import { useChartStyles } from './chart-styles';

const rowHeight = 30;
const barHeight = 16;
const top = 4;
const axisSpace = 30;

export function siteRotationChartHeight(rows: number): number {
  return top + rows * rowHeight + axisSpace;
}

/** Site rotation: one horizontal bar per injection site, its length the injections there. */
export function SiteRotationChart({ bars, width }: { bars: readonly SiteBar[]; width: number }) {
  const styles = useChartStyles();
  const labelWidth = width < 360 ? 92 : 108;
  const right = 28;
  const plotWidth = Math.max(1, width - labelWidth - right);
  const domain = Math.max(1, ...bars.map((b) => b.count));
  const x = (count: number) => labelWidth + (count / domain) * plotWidth;
  const height = siteRotationChartHeight(bars.length);
  const axisY = top + bars.length * rowHeight + 4;

  return (
    <svg className={styles.svg} width={width} height={height} aria-hidden="true" focusable="false">
      <line className={styles.axis} x1={labelWidth} x2={labelWidth} y1={top} y2={axisY} />
      {bars.map((bar, i) => {
        const cy = top + i * rowHeight + rowHeight / 2;
        const barWidth = x(bar.count) - labelWidth;
        return (
          <g key={bar.site}>
            <text className={styles.tick} x={labelWidth - 10} y={cy} dy="0.32em" textAnchor="end">
              {bar.label}
            </text>
            {bar.count > 0 ? (
              <rect
                className={styles.brandFill}
                x={labelWidth}
                y={cy - barHeight / 2}
                width={barWidth}
                height={barHeight}
                rx={4}
              >
                <title>{`${bar.label}: ${bar.count}`}</title>
              </rect>
            ) : null}
            <text
              className={bar.count > 0 ? styles.value : styles.mutedValue}
              x={x(bar.count) + 6}
              y={cy}
              dy="0.32em"
            >
              {bar.count}
            </text>
          </g>
        );
      })}
      <text
        className={styles.axisTitle}
        x={labelWidth + plotWidth / 2}
        y={axisY + 14}
        dy="0.32em"
        textAnchor="middle"
      >
        Injections
      </text>
    </svg>
  );
}
