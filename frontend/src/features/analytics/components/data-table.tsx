import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
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
 * row header. Scrolls sideways inside a focusable region when it is wider than the screen.
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
  return (
    <div
      className={mergeClasses(styles.scroller, className)}
      role="region"
      aria-label={caption}
      tabIndex={0}
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
  );
}
