import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  item: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { display: 'block', flexShrink: 0, overflow: 'visible' },
});

export interface LegendItem {
  label: string;
  /** The mark as drawn in the chart, in a 16×12 box (or `width`×12, for a line's pattern). */
  swatch: ReactNode;
  width?: number;
}

/** The key to a chart's colours and marks (hidden from screen readers: the table says it all). */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-hidden="true">
      {items.map((item) => (
        <li key={item.label} className={styles.item}>
          <svg
            className={styles.swatch}
            width={item.width ?? 16}
            height="12"
            viewBox={`0 0 ${item.width ?? 16} 12`}
          >
            {item.swatch}
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
