import { ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { TrophyFilled } from '@fluentui/react-icons';
import type { Dashboard } from '../../../entities/dashboard';
import { formatNumber } from '../../../lib/format-number';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
  },
  top: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  medal: {
    display: 'grid',
    placeItems: 'center',
    width: '48px',
    height: '48px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: '26px',
    boxShadow: tokens.shadow4,
  },
  label: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
  },
  level: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalS,
    margin: 0,
  },
  levelNumber: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorNeutralForeground1,
    whiteSpace: 'nowrap',
  },
  xp: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  foot: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
  },
  number: { fontVariantNumeric: 'tabular-nums' },
});

/** The level card: level, XP, and the bar to the next level (server's progressPercent). */
export function LevelCard({ stats }: { stats: Dashboard['stats'] }) {
  const styles = useStyles();
  const top = stats.xpToNext === 0;
  const percent = Math.max(0, Math.min(100, stats.progressPercent));
  return (
    <div className={styles.card} data-testid="level-card">
      <div className={styles.top}>
        <span className={styles.medal} aria-hidden="true">
          <TrophyFilled />
        </span>
        <div>
          <p className={styles.label}>Your level</p>
          <p className={styles.level}>
            <span className={styles.levelNumber}>Level {stats.level}</span>
            <span className={styles.xp}>{formatNumber(stats.xp)} XP</span>
          </p>
        </div>
      </div>
      <ProgressBar
        value={percent / 100}
        thickness="large"
        shape="rounded"
        aria-label={top ? 'Top level reached' : `Progress to Level ${stats.level + 1}`}
        aria-valuetext={`${Math.round(percent)}%`}
      />
      <p className={styles.foot}>
        {top ? (
          <span>Top level reached. Legendary.</span>
        ) : (
          <>
            <span className={styles.number}>
              {formatNumber(stats.xpToNext)} XP to Level {stats.level + 1}
            </span>
            <span className={styles.number}>{Math.round(percent)}%</span>
          </>
        )}
      </p>
    </div>
  );
}
