import type { Achievement, Dashboard } from '../../entities/dashboard';

export interface AchievementHint {
  /** What is left to do, in words. */
  text: string;
  /** Progress towards it, 0-1, when the dashboard knows it. */
  value?: number;
}

/** How the community task, weekly goal and 'Community Champion' are earned (api.md's
 *  "Gamification, export and erase" under the community board). */
export const communityHint =
  'Earned by posting, replying or marking a reply helpful in the community.';

function streakHint(streak: number, target: number): AchievementHint {
  const days = Math.min(streak, target);
  return {
    text: `Streak: ${days} of ${target} days`,
    value: days / target,
  };
}

/**
 * A locked achievement's progress hint, from the dashboard's own numbers only (the server
 * judges the unlock; this is a friendly "how far along").
 */
export function achievementHint(
  achievement: Pick<Achievement, 'id' | 'unlocked'>,
  stats: Pick<Dashboard['stats'], 'streak' | 'level' | 'adherenceRate'>,
): AchievementHint | null {
  if (achievement.unlocked) return null;
  switch (achievement.id) {
    case 'first-week':
      return streakHint(stats.streak, 7);
    case 'consistency-master':
      return streakHint(stats.streak, 21);
    case 'level-5': {
      const level = Math.min(stats.level, 5);
      return { text: `Level ${level} of 5`, value: level / 5 };
    }
    case 'perfect-month':
      return {
        text:
          stats.adherenceRate === null
            ? 'Log every dose due over the next 30 days'
            : `Adherence is ${stats.adherenceRate}% over 90 days; 100% over 30 days unlocks it`,
      };
    case 'community-champion':
      return { text: 'Unlocks when 10 of your community replies are marked helpful by others' };
    case 'journal-enthusiast':
      return { text: 'Keep writing: 30 entries unlocks it' };
    default:
      return null;
  }
}
