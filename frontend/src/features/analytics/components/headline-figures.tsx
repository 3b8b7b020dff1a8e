import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { HeadlineFigure } from '../chart-data';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    '@media (min-width: 720px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    margin: 0,
    padding: 0,
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
  },
  featured: {
    gridColumn: 'span 2',
    backgroundColor: tokens.colorBrandBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
  },
  label: {
    order: 0,
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
  },
  value: {
    order: 1,
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  featuredValue: { color: tokens.colorBrandForeground2 },
  detail: {
    order: 2,
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
});

/** The period's headline figures as a description list: label, value, and a line of detail. */
export function HeadlineFigures({ figures }: { figures: readonly HeadlineFigure[] }) {
  const styles = useStyles();
  return (
    <dl className={styles.list} aria-label="Headline figures">
      {figures.map((figure) => {
        const featured = figure.id === 'adherence';
        return (
          <div
            key={figure.id}
            className={mergeClasses(styles.item, featured && styles.featured)}
            data-figure={figure.id}
          >
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={mergeClasses(styles.value, featured && styles.featuredValue)}>
              {figure.value}
            </dd>
            <dd className={styles.detail}>{figure.detail}</dd>
          </div>
        );
      })}
    </dl>
  );
}
