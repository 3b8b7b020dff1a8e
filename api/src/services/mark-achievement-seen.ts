import { createAchievementRepository } from '../data/achievement-repository.js';
import { achievementDefinitions } from '../domain/gamification/achievements.js';
import type { AppDeps } from '../deps.js';
import { NotFoundError } from '../errors.js';

/** POST /api/achievements/{id}/seen: the celebration is shown once. */
export function createMarkAchievementSeen(deps: AppDeps) {
  const unlocks = createAchievementRepository(deps.storage);
  return async function markAchievementSeen(userId: string, id: string): Promise<void> {
    if (!achievementDefinitions.some((a) => a.id === id))
      throw new NotFoundError('No such achievement');
    const marked = await unlocks.markSeen(userId, id, new Date(deps.clock.now()).toISOString());
    if (!marked) throw new NotFoundError('That achievement is not unlocked yet');
  };
}
