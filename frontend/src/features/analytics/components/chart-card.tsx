import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { TableRegular, TableDismissRegular } from '@fluentui/react-icons';
import { useId, useState, type ReactNode } from 'react';
import { analyticsText } from '../analytics-text';
import { useElementWidth } from '../../../lib/use-element-width';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalM,
    alignContent: 'start',
    minWidth: 0,
    padding: `${tokens.spacingVerticalL} clamp(14px, 3vw, 24px)`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
  },
  wide: { '@media (min-width: 1100px)': { gridColumn: '1 / -1' } },
  header: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  heading: { display: 'grid', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  summary: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
  },
  toggle: { flexShrink: 0 },
  plot: { minWidth: 0, minHeight: '40px', overflow: 'hidden' },
  empty: {
    display: 'grid',
    placeItems: 'center',
    minHeight: '104px',
    padding: tokens.spacingHorizontalL,
    textAlign: 'center',
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase300,
  },
});

/**
 * One chart: its title, a one-sentence summary (the text alternative), the SVG drawn at the
 * measured width, a legend, and a data table behind a toggle. With no data, an empty state
 * in place of the chart (and no table).
 */
export function ChartCard({
  id,
  title,
  summary,
  empty,
  wide = false,
  height,
  chart,
  legend,
  table,
}: {
  id: string;
  title: string;
  summary: string;
  /** A message shown instead of the chart when there is nothing to draw. */
  empty?: ReactNode;
  wide?: boolean;
  /** The chart's height, reserved before the width is measured (no layout shift). */
  height: number;
  chart: (width: number) => ReactNode;
  legend?: ReactNode;
  table: ReactNode;
}) {
  const styles = useStyles();
  const [showTable, setShowTable] = useState(false);
  const [plotRef, width] = useElementWidth<HTMLDivElement>();
  const titleId = useId();
  const tableId = useId();
  return (
    <section
      className={mergeClasses(styles.card, wide && styles.wide)}
      aria-labelledby={titleId}
      data-chart={id}
    >
      <div className={styles.header}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.summary}>{summary}</p>
        </div>
        {empty ? null : (
          <Button
            className={styles.toggle}
            appearance="subtle"
            size="small"
            icon={showTable ? <TableDismissRegular /> : <TableRegular />}
            aria-expanded={showTable}
            aria-controls={tableId}
            aria-label={`${showTable ? analyticsText.hideTable : analyticsText.showTable}: ${title}`}
            title={showTable ? analyticsText.hideTable : analyticsText.showTable}
            onClick={() => setShowTable((shown) => !shown)}
          />
        )}
      </div>
      {empty ? (
        <div className={styles.empty}>{empty}</div>
      ) : (
        <>
          <div ref={plotRef} className={styles.plot} style={{ minHeight: height }}>
            {width > 0 ? chart(width) : null}
          </div>
          {legend}
          <div id={tableId} hidden={!showTable}>
            {showTable ? table : null}
          </div>
        </>
      )}
    </section>
  );
}
