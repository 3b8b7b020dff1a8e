import { Toast, ToastBody, ToastTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { Achievement } from '../../../entities/dashboard';
import { formatNumber } from '../../../lib/format-number';
import { AchievementIcon } from './achievement-icon';
import { rarityLabels, useRarityStyles } from './rarity';

const useStyles = makeStyles({
  // Toasts render in a portal: give them the app's font explicitly.
  toast: {
    fontFamily: tokens.fontFamilyBase,
    boxShadow: tokens.shadow28,
  },
  media: {
    display: 'grid',
    placeItems: 'center',
    width: '36px',
    height: '36px',
    borderRadius: tokens.borderRadiusCircular,
    fontSize: '20px',
  },
  body: { display: 'grid', gap: tokens.spacingVerticalXXS },
  name: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  description: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
  },
  meta: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalXS,
  },
  xp: {
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
  },
  rarity: {
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase100,
    lineHeight: '18px',
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** One 'Achievement Unlocked!' toast (loaded with the first one; see achievement-toasts.tsx). */
export function AchievementToast({ achievement }: { achievement: Achievement }) {
  const styles = useStyles();
  const rarity = useRarityStyles();
  return (
    <Toast className={styles.toast} data-achievement-toast={achievement.id}>
      <ToastTitle
        media={
          <span className={`${styles.media} ${rarity[achievement.rarity]}`}>
            <AchievementIcon name={achievement.icon} />
          </span>
        }
      >
        Achievement Unlocked!
      </ToastTitle>
      <ToastBody>
        <div className={styles.body}>
          <p className={styles.name}>{achievement.title}</p>
          <p className={styles.description}>{achievement.description}</p>
          <div className={styles.meta}>
            <span className={styles.xp}>+{formatNumber(achievement.xpReward)} XP</span>
            <span className={`${styles.rarity} ${rarity[achievement.rarity]}`}>
              {rarityLabels[achievement.rarity]}
            </span>
          </div>
        </div>
      </ToastBody>
    </Toast>
  );
}
