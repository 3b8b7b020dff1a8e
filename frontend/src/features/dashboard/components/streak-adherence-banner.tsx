import { makeStyles, tokens } from '@fluentui/react-components';
import { ChevronRightRegular, DataTrendingRegular, FireFilled } from '@fluentui/react-icons';
import { Link as RouterLink } from 'react-router-dom';

const useStyles = makeStyles({
  // Side by side when there is room, stacked in a narrow column; the 1px gap over the
  // stroke-coloured background draws the divider either way.
  banner: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
    gap: tokens.strokeWidthThin,
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralStroke2,
    overflow: 'hidden',
  },
  half: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    minWidth: 0,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  link: {
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    color: 'inherit',
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground2Hover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-2px',
    },
  },
  flame: {
    display: 'grid',
    placeItems: 'center',
    width: '36px',
    height: '36px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPalettePeachBackground2,
    color: tokens.colorPalettePeachForeground2,
    fontSize: '20px',
  },
  trend: {
    display: 'grid',
    placeItems: 'center',
    width: '36px',
    height: '36px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteGreenBackground2,
    color: tokens.colorPaletteGreenForeground2,
    fontSize: '20px',
  },
  value: {
    display: 'block',
    whiteSpace: 'nowrap',
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorNeutralForeground1,
    fontVariantNumeric: 'tabular-nums',
  },
  caption: {
    display: 'block',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
  },
  chevron: { color: tokens.colorNeutralForeground3, fontSize: '16px' },
});

/**
 * The streak and adherence banner: the current streak, and the 90-day adherence ('—' with no
 * dose due yet), which opens the analytics.
 */
export function StreakAdherenceBanner({
  streak,
  adherenceRate,
  analyticsPath,
}: {
  streak: number;
  adherenceRate: number | null;
  analyticsPath: string;
}) {
  const styles = useStyles();
  return (
    <div className={styles.banner} data-testid="streak-banner">
      <div className={styles.half}>
        <span className={styles.flame} aria-hidden="true">
          <FireFilled />
        </span>
        <span>
          <span className={styles.value}>
            {streak} {streak === 1 ? 'day' : 'days'}
          </span>
          <span className={styles.caption}>Current streak</span>
        </span>
      </div>
      <RouterLink to={analyticsPath} className={`${styles.half} ${styles.link}`}>
        <span className={styles.trend} aria-hidden="true">
          <DataTrendingRegular />
        </span>
        <span>
          <span className={styles.value}>{adherenceRate === null ? '—' : `${adherenceRate}%`}</span>
          <span className={styles.caption}>Adherence, 90 days</span>
        </span>
        <ChevronRightRegular className={styles.chevron} aria-hidden="true" />
      </RouterLink>
    </div>
  );
}
