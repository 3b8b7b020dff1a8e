import { Toast, ToastBody, ToastTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useRef } from 'react';
import { useAppToastDispatch } from '../../../components/app-toaster';
import { achievementsToAnnounce, queuedAchievements } from '../achievement-toasts';
import type { Achievement } from '../../../entities/dashboard';
import { useMarkAchievementSeen } from '../api/mark-achievement-seen';
import { AchievementIcon } from './achievement-icon';
import { rarityLabels, useRarityStyles } from './rarity';
import { formatNumber } from '../../../lib/format-number';

/** The spec's achievement toast time. */
export const achievementToastMs = 4000;

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

function AchievementToast({ achievement }: { achievement: Achievement }) {
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

/**
 * 'Achievement Unlocked!' toasts, once per achievement ever: every unlocked achievement whose
 * toast the server has not recorded as seen is queued and shown one at a time, 4 s each, in the
 * shell's toaster (beside the app's other toasts); when one shows, POST
 * /api/achievements/{id}/seen records it for every device.
 */
export function AchievementToasts({
  userId,
  achievements,
}: {
  userId: string;
  achievements: readonly Achievement[];
}) {
  const dispatchToast = useAppToastDispatch();
  const markSeen = useMarkAchievementSeen();
  const markSeenRef = useRef(markSeen.mutate);
  markSeenRef.current = markSeen.mutate;
  /** Queued here but not on screen yet: handed back if the page goes before they show. */
  const pending = useRef(new Set<string>());
  /** Waiting for the one on screen to go. */
  const waiting = useRef<Achievement[]>([]);
  const showing = useRef(false);

  const showNext = useCallback(() => {
    if (showing.current) return;
    const achievement = waiting.current.shift();
    if (!achievement) return;
    showing.current = true;
    dispatchToast(<AchievementToast achievement={achievement} />, {
      toastId: `achievement-${achievement.id}`,
      intent: 'success',
      timeout: achievementToastMs,
      pauseOnHover: true,
      politeness: 'polite',
      onStatusChange: (_, { status }) => {
        if (status === 'visible') {
          pending.current.delete(achievement.id);
          markSeenRef.current(achievement.id);
        }
        if (status === 'unmounted') {
          showing.current = false;
          showNextRef.current();
        }
      },
    });
  }, [dispatchToast]);
  const showNextRef = useRef(showNext);
  showNextRef.current = showNext;

  useEffect(() => {
    const queued = queuedAchievements(userId);
    for (const achievement of achievementsToAnnounce(achievements, queued)) {
      queued.add(achievement.id);
      pending.current.add(achievement.id);
      waiting.current.push(achievement);
    }
    showNext();
  }, [achievements, userId, showNext]);

  useEffect(() => {
    const notShown = pending.current;
    const queue = waiting.current;
    return () => {
      const queued = queuedAchievements(userId);
      for (const id of notShown) queued.delete(id);
      notShown.clear();
      queue.length = 0;
    };
  }, [userId]);

  return null;
}
