import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { marketingStats } from '../landing-content';
import { useLandingLayoutStyles } from './landing-layout-styles';

const useStyles = makeStyles({
  band: {
    backgroundColor: tokens.colorBrandBackground,
    backgroundImage: `linear-gradient(120deg, ${tokens.colorBrandBackgroundPressed}, ${tokens.colorBrandBackground} 55%, ${tokens.colorBrandBackgroundSelected})`,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    paddingBlock: 'clamp(28px, 4vw, 44px)',
    listStyleType: 'none',
    '@media (max-width: 719px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      rowGap: tokens.spacingVerticalXXL,
    },
  },
  item: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    justifyItems: 'center',
    textAlign: 'center',
  },
  value: {
    fontSize: 'clamp(2rem, 1.5rem + 2vw, 2.75rem)',
    lineHeight: 1.1,
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '-0.03em',
    fontVariantNumeric: 'tabular-nums',
  },
  label: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
});

/** 10K+ · 99.9% · 24/7 · HIPAA. */
export function StatsStrip() {
  const styles = useStyles();
  const layout = useLandingLayoutStyles();
  return (
    <section className={styles.band} aria-label="Stride in numbers">
      <ul className={mergeClasses(layout.container, styles.list)}>
        {marketingStats.map((stat) => (
          <li key={stat.value} className={styles.item}>
            <span className={styles.value}>{stat.value}</span>
            <span className={styles.label}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
