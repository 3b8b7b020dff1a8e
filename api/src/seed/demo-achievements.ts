import { createAchievementRepository } from '../data/achievement-repository.js';
import { createCheckinRepository } from '../data/checkin-repository.js';
import { createInjectionRepository } from '../data/injection-repository.js';
import { createJournalRepository } from '../data/journal-repository.js';
import { achievementKeys } from '../data/keys.js';
import { deletePartition } from '../data/partition.js';
import { createPrescriptionRepository } from '../data/prescription-repository.js';
import { tableNames, type Storage } from '../data/storage.js';
import { addDays, localDateOf } from '../domain/calendar-dates.js';
import { dashboardGamification } from '../domain/gamification/dashboard.js';
import { type ActivityEvent } from '../domain/gamification/tasks.js';
import { type UnlockedAchievement } from '../domain/gamification/achievements.js';
import { computeSchedule } from '../domain/treatment/schedule.js';
import { localInstant } from './local-instant.js';

/**
 * The demo's achievements, unlocked on the days they were earned: the seeded history is
 * replayed day by day with the dashboard's own rules (each day sees only what had been
 * recorded by then), and each unlock is stored with the time of that day's last activity and
 * marked seen (its toast showed back then), so the first visit is not a pile of old toasts.
 */
export async function seedDemoAchievements(
  storage: Storage,
  userId: string,
  timezone: string,
  now: number,
): Promise<void> {
  await deletePartition(
    await storage.table(tableNames.achievements),
    achievementKeys.partitionKey(userId),
  );
  const [plan, injections, checkinTimes, journalTimes] = await Promise.all([
    createPrescriptionRepository(storage).load(userId),
    createInjectionRepository(storage).listForSchedule(userId),
    createCheckinRepository(storage).createdTimes(userId),
    createJournalRepository(storage).createdTimes(userId),
  ]);
  const events: (ActivityEvent & { day: string })[] = [
    ...injections.map((row) => ({ kind: 'log-injection' as const, createdAt: row.createdAt })),
    ...checkinTimes.map((createdAt) => ({ kind: 'record-mood' as const, createdAt })),
    ...journalTimes.map((ms) => ({
      kind: 'write-journal' as const,
      createdAt: new Date(ms).toISOString(),
    })),
  ].map((event) => ({ ...event, day: localDateOf(event.createdAt, timezone) }));
  const today = localDateOf(now, timezone);
  const first = [...events.map((e) => e.day), ...plan.versions.map((v) => v.startDate)].sort()[0];
  if (!first || plan.versions.length === 0) return;

  const unlocked: UnlockedAchievement[] = [];
  const byDay: { at: string; ids: string[] }[] = [];
  // Up to yesterday: what today earns is the dashboard's to unlock, with today's time.
  for (let day = first; day < today; day = addDays(day, 1)) {
    const seenBy = events.filter((event) => event.day <= day);
    const { doses } = computeSchedule({
      versions: plan.versions,
      pauses: plan.pauses,
      injections: injections.filter((row) => row.localDate <= day),
      today: day,
    });
    const game = dashboardGamification({
      events: seenBy,
      doses,
      today: day,
      zone: timezone,
      alreadyUnlocked: unlocked,
    });
    if (game.newlyUnlocked.length === 0) continue;
    const last = seenBy
      .filter((event) => event.day === day)
      .map((event) => event.createdAt)
      .sort()
      .at(-1);
    const at = last ?? localInstant(day, '12:00', timezone);
    for (const id of game.newlyUnlocked) unlocked.push({ id, unlockedAt: at });
    byDay.push({ at, ids: [...game.newlyUnlocked] });
  }
  const repository = createAchievementRepository(storage);
  for (const { at, ids } of byDay) {
    await repository.unlock(userId, ids, at);
    await Promise.all(ids.map((id) => repository.markSeen(userId, id, at)));
  }
}
