import { ProgressBar, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, LockClosedFilled } from '@fluentui/react-icons';
import { formatCalendarDate, wallClockIn } from '../../../lib/dates';
import type { AchievementHint } from '../achievement-hints';
import type { Achievement } from '../../../entities/dashboard';
import { AchievementIcon } from './achievement-icon';
import { rarityLabels, useRarityStyles } from './rarity';
import { formatNumber } from '../../../lib/format-number';

const useStyles = makeStyles({
  tile: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'start',
    columnGap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  compact: {
    gridTemplateColumns: '1fr',
    justifyItems: 'center',
    textAlign: 'center',
    rowGap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}`,
  },
  locked: { backgroundColor: tokens.colorNeutralBackground2 },
  badge: {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    width: '44px',
    height: '44px',
    borderRadius: tokens.borderRadiusCircular,
    fontSize: '22px',
  },
  lock: {
    position: 'absolute',
    right: '-4px',
    bottom: '-4px',
    display: 'grid',
    placeItems: 'center',
    width: '20px',
    height: '20px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground3,
    fontSize: '12px',
    boxShadow: tokens.shadow2,
  },
  done: {
    position: 'absolute',
    right: '-4px',
    bottom: '-4px',
    display: 'grid',
    placeItems: 'center',
    width: '20px',
    height: '20px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorPaletteGreenForeground1,
    fontSize: '18px',
  },
  body: { display: 'grid', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  lockedTitle: { color: tokens.colorNeutralForeground2 },
  text: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
  },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'inherit',
    gap: tokens.spacingHorizontalXS,
    marginTop: tokens.spacingVerticalXXS,
  },
  compactMeta: { justifyContent: 'center' },
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase100,
    lineHeight: '18px',
    fontWeight: tokens.fontWeightSemibold,
  },
  xp: {
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
    fontVariantNumeric: 'tabular-nums',
  },
  lockedXp: { color: tokens.colorNeutralForeground3 },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  hint: { display: 'grid', gap: tokens.spacingVerticalXXS, marginTop: tokens.spacingVerticalXS },
});

/** The date an achievement was unlocked, in the person's zone: 'May 3, 2026'. */
export function unlockDate(unlockedAt: string, zone: string): string {
  return formatCalendarDate(wallClockIn(zone, unlockedAt).date, 'MMM d, yyyy');
}

/**
 * One achievement: its icon in the rarity's colour (grey with a lock while locked), title and
 * XP; the full tile adds the description, rarity, unlock date or progress hint.
 */
export function AchievementTile({
  achievement,
  zone,
  hint,
  compact = false,
}: {
  achievement: Achievement;
  zone: string;
  hint?: AchievementHint | null;
  compact?: boolean;
}) {
  const styles = useStyles();
  const rarity = useRarityStyles();
  const { unlocked } = achievement;
  const status = unlocked ? 'Unlocked' : 'Locked';
  return (
    <li
      className={mergeClasses(styles.tile, compact && styles.compact, !unlocked && styles.locked)}
      data-achievement={achievement.id}
      data-unlocked={unlocked}
    >
      <span
        className={mergeClasses(
          styles.badge,
          unlocked ? rarity[achievement.rarity] : rarity.locked,
        )}
        aria-hidden="true"
      >
        <AchievementIcon name={achievement.icon} />
        {unlocked ? (
          <span className={styles.done}>
            <CheckmarkCircleFilled />
          </span>
        ) : (
          <span className={styles.lock}>
            <LockClosedFilled />
          </span>
        )}
      </span>
      <div className={styles.body}>
        <p className={mergeClasses(styles.title, !unlocked && styles.lockedTitle)}>
          {achievement.title}
          <span className={styles.hidden}> ({status})</span>
        </p>
        {compact ? null : <p className={styles.text}>{achievement.description}</p>}
        <div className={mergeClasses(styles.meta, compact && styles.compactMeta)}>
          <span className={mergeClasses(styles.xp, !unlocked && styles.lockedXp)}>
            +{formatNumber(achievement.xpReward)} XP
          </span>
          {compact ? null : (
            <span
              className={mergeClasses(
                styles.chip,
                unlocked ? rarity[achievement.rarity] : rarity.locked,
              )}
            >
              {rarityLabels[achievement.rarity]}
            </span>
          )}
        </div>
        {!compact && unlocked && achievement.unlockedAt ? (
          <p className={styles.text}>Unlocked {unlockDate(achievement.unlockedAt, zone)}</p>
        ) : null}
        {!compact && !unlocked && hint ? (
          <div className={styles.hint}>
            <p className={styles.text}>{hint.text}</p>
            {hint.value !== undefined ? (
              <ProgressBar
                value={hint.value}
                thickness="medium"
                aria-label={`${achievement.title} progress`}
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
