import { Hono } from 'hono';
import { z } from 'zod';
import { createAchievementRepository } from '../data/achievement-repository.js';
import { createChatRepository } from '../data/chat-repository.js';
import { createCheckinRepository } from '../data/checkin-repository.js';
import { createInjectionRepository } from '../data/injection-repository.js';
import { createJournalRepository } from '../data/journal-repository.js';
import { createPhotoRepository } from '../data/photo-repository.js';
import { createPrescriptionRepository } from '../data/prescription-repository.js';
import { createUserRepository } from '../data/user-repository.js';
import { calendarDays } from '../domain/calendar-days.js';
import { addDays, diffDays, localDateOf } from '../domain/calendar-dates.js';
import {
  achievementDefinitions,
  dashboardGamification,
  type ActivityEvent,
} from '../domain/gamification.js';
import { adherence, computeSchedule, rollingWindow, versionInForce } from '../domain/schedule.js';
import { NotFoundError, ValidationError } from '../errors.js';
import { requireAuth } from '../middleware/require-auth.js';
import type { AppDeps, AppEnv } from './context.js';
import { signedInUser } from './signed-in-user.js';
import { parseWith } from './read-json.js';
import { isPaused, prescriptionView } from './treatment-view.js';

const monthQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM')
    .optional(),
});

/** Days of a month: first and last. */
function monthBounds(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const last = addDays(`${addDays(first, 32).slice(0, 7)}-01`, -1);
  return { first, last };
}

/**
 * Everything the dashboard shows, in one call, computed from the person's own data: one range
 * query per table it needs (plan, injections, check-ins, journal keys, unlocks), no per-row
 * lookups. New unlocks are stored with their time.
 */
export function dashboardRoutes(deps: AppDeps) {
  const users = createUserRepository(deps.storage);
  const plans = createPrescriptionRepository(deps.storage);
  const injections = createInjectionRepository(deps.storage);
  const checkins = createCheckinRepository(deps.storage);
  const journal = createJournalRepository(deps.storage);
  const unlocks = createAchievementRepository(deps.storage);
  const chat = createChatRepository(deps.storage);
  const photos = createPhotoRepository(deps.storage);
  const auth = requireAuth(deps);

  return {
    dashboard: new Hono<AppEnv>().use(auth).get('/', async (c) => {
      const { userId } = c.get('auth');
      const query = parseWith(monthQuerySchema, c.req.query());
      const user = await signedInUser(users, userId);
      const now = deps.clock.now();
      const zone = user.timezone;
      const today = localDateOf(now, zone);
      const month = query.month ?? today.slice(0, 7);
      // A month within ten years either side of today: the calendar never needs more, and a
      // month in year 9999 would make the reminder walk run for seconds.
      const monthYear = Number(month.slice(0, 4));
      if (Math.abs(monthYear - Number(today.slice(0, 4))) > 10) {
        const message = 'month must be within ten years of today';
        throw new ValidationError(message, { month: message });
      }
      const { first, last } = monthBounds(month);
      const [
        plan,
        injectionRows,
        checkinRows,
        journalTimes,
        stored,
        unreadCoachMessages,
        photoTimes,
        journalDates,
        monthCheckins,
      ] = await Promise.all([
        plans.load(userId),
        injections.listForSchedule(userId),
        checkins.createdTimes(userId),
        journal.createdTimes(userId),
        unlocks.list(userId),
        chat.unreadCount(userId),
        photos.createdTimes(userId),
        journal.datesInWindow(userId, first, last),
        checkins.list(userId, first, last),
      ]);

      const schedule =
        plan.versions.length > 0
          ? computeSchedule({
              versions: plan.versions,
              pauses: plan.pauses,
              injections: injectionRows,
              today,
            })
          : undefined;
      const events: ActivityEvent[] = [
        ...injectionRows.map((row) => ({
          kind: 'log-injection' as const,
          createdAt: row.createdAt,
        })),
        ...checkinRows.map((createdAt) => ({ kind: 'record-mood' as const, createdAt })),
        ...journalTimes.map((ms) => ({
          kind: 'write-journal' as const,
          createdAt: new Date(ms).toISOString(),
        })),
        ...photoTimes.map((createdAt) => ({ kind: 'progress-photo' as const, createdAt })),
      ];
      const game = dashboardGamification({
        events,
        doses: schedule?.doses ?? [],
        today,
        zone,
        alreadyUnlocked: stored.map((s) => ({ id: s.id, unlockedAt: s.unlockedAt })),
      });
      const unlockedAt = new Date(now).toISOString();
      if (game.newlyUnlocked.length > 0)
        await unlocks.unlock(userId, game.newlyUnlocked, unlockedAt);
      const seen = new Map(stored.map((s) => [s.id, s.seenAt]));

      const adherence90 = schedule ? adherence(schedule.doses, rollingWindow(today, 90)) : null;
      const injectionDates = [
        ...new Set(injectionRows.map((r) => r.localDate).filter((d) => d >= first && d <= last)),
      ].sort();
      const paused = isPaused(plan, today);
      const days = calendarDays({
        schedule,
        injections: injectionRows,
        intervalDays: versionInForce(plan.versions, today)?.intervalDays,
        paused,
        today,
        first,
        last,
        journalDates,
        checkinDates: monthCheckins.map((checkin) => checkin.date),
      });
      // The spec's reminders: the due days from today on (an overdue dose is marked 'overdue'
      // on its own due day in `days`, never moved to the following week).
      const reminderDates = days
        .filter((d) => d.doses.includes('due') && d.date >= today)
        .map((d) => d.date);
      // Day 1 is the HRT start date, else the first prescription's start date, else the first
      // injection: shown from the first day, whether or not a dose has been logged.
      const journeyStart =
        plan.hrtStartDate ??
        plan.versions.map((v) => v.startDate).sort()[0] ??
        injectionRows.map((r) => r.localDate).sort()[0];
      const journeyDay =
        journeyStart && journeyStart <= today ? diffDays(journeyStart, today) + 1 : null;

      return c.json({
        journeyDay,
        today,
        unreadCoachMessages,
        stats: {
          streak: game.streak,
          level: game.level,
          xp: game.xp,
          xpToNext: game.xpToNext,
          progressPercent: Math.round(game.progressPercent * 10) / 10,
          adherenceRate: adherence90?.adherenceRate ?? null,
          weeklyGoalsCompleted: game.weeklyGoalsCompleted,
          totalWeeklyGoals: game.totalWeeklyGoals,
        },
        prescription: prescriptionView(plan, injectionRows, today) ?? null,
        achievements: game.achievements.map((a) => ({
          id: a.id,
          title: a.title,
          description: a.description,
          icon: a.icon,
          unlocked: a.unlocked,
          xpReward: a.xpReward,
          rarity: a.rarity,
          unlockedAt: a.unlockedAt ?? (a.unlocked ? unlockedAt : null),
          seen: a.unlocked ? Boolean(seen.get(a.id)) : false,
        })),
        dailyTasks: game.dailyTasks,
        weeklyGoals: game.weeklyGoals,
        celebration: { streakMilestone: game.streakMilestone },
        calendar: { month, injectionDates, reminderDates, days },
      });
    }),

    achievements: new Hono<AppEnv>().use(auth).post('/:id/seen', async (c) => {
      const { userId } = c.get('auth');
      const id = c.req.param('id');
      if (!achievementDefinitions.some((a) => a.id === id))
        throw new NotFoundError('No such achievement');
      const marked = await unlocks.markSeen(userId, id, new Date(deps.clock.now()).toISOString());
      if (!marked) throw new NotFoundError('That achievement is not unlocked yet');
      return c.body(null, 204);
    }),
  };
}
