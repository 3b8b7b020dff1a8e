import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowRightRegular } from '@fluentui/react-icons/svg/arrow-right';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

const useStyles = makeStyles({
  frame: { minWidth: 0 },
  edge: { position: 'relative' },
  /** A fade over the right edge while columns lie beyond it. */
  fade: {
    position: 'absolute',
    top: '1px',
    right: '1px',
    bottom: '1px',
    width: '40px',
    pointerEvents: 'none',
    borderRadius: `0 ${tokens.borderRadiusMedium} ${tokens.borderRadiusMedium} 0`,
    backgroundImage: `linear-gradient(to right, transparent, ${tokens.colorNeutralBackground1})`,
    '@media print': { display: 'none' },
  },
  hint: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalXS,
    margin: `${tokens.spacingVerticalXS} 0 0`,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
    '@media print': { display: 'none' },
  },
  scroller: {
    overflowX: 'auto',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground1,
    fontVariantNumeric: 'tabular-nums',
  },
  caption: {
    textAlign: 'start',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
  },
  th: {
    textAlign: 'start',
    whiteSpace: 'nowrap',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  td: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    verticalAlign: 'top',
    whiteSpace: 'nowrap',
  },
  rowHeader: { fontWeight: tokens.fontWeightRegular, whiteSpace: 'nowrap' },
  numeric: { textAlign: 'end' },
});

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/**
 * A plain, accessible data table: a caption, column headers, the first cell of each row a
 * row header. Scrolls sideways inside a focusable region when it is wider than the screen,
 * with a fade on the edge and a line under it that say more columns lie beyond.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  className,
  tableClassName,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  className?: string;
  tableClassName?: string;
}) {
  const styles = useStyles();
  const scroller = useRef<HTMLDivElement>(null);
  // Whether columns lie past the right edge (a phone): then a fade and a line say so.
  const [overflow, setOverflow] = useState({ wider: false, more: false });
  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const hidden = element.scrollWidth - element.clientWidth;
    const next = { wider: hidden > 1, more: hidden - element.scrollLeft > 1 };
    setOverflow((now) => (now.wider === next.wider && now.more === next.more ? now : next));
  }, []);
  useLayoutEffect(() => {
    measure();
    const element = scroller.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, rows.length]);
  return (
    <div className={styles.frame}>
      <div className={styles.edge}>
        <div
          ref={scroller}
          className={mergeClasses(styles.scroller, className)}
          role="region"
          aria-label={caption}
          tabIndex={0}
          onScroll={measure}
        >
          <table className={mergeClasses(styles.table, tableClassName)}>
            <caption className={styles.caption}>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={mergeClasses(styles.th, column.numeric && styles.numeric)}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={rowKey(row, index)}>
                  {columns.map((column, i) =>
                    i === 0 ? (
                      <th
                        key={column.header}
                        scope="row"
                        className={mergeClasses(styles.td, styles.rowHeader)}
                      >
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td
                        key={column.header}
                        className={mergeClasses(styles.td, column.numeric && styles.numeric)}
                      >
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {overflow.more ? <span className={styles.fade} aria-hidden="true" /> : null}
      </div>
      {overflow.wider ? (
        <p className={styles.hint} aria-hidden="true" data-scroll-hint="">
          Scroll sideways to see every column
          <ArrowRightRegular />
        </p>
      ) : null}
    </div>
  );
}
