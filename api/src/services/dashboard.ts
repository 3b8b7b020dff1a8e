import type { DashboardReply } from '../contracts/dashboard.js';
import { createAchievementRepository } from '../data/achievement-repository.js';
import { createChatRepository } from '../data/chat-repository.js';
import { createCheckinRepository } from '../data/checkin-repository.js';
import { createJournalRepository } from '../data/journal-repository.js';
import { createPhotoRepository } from '../data/photo-repository.js';
import { createUserRepository } from '../data/user-repository.js';
import { calendarDays } from '../domain/calendar-days.js';
import { addDays, diffDays } from '../domain/calendar-dates.js';
import { dashboardGamification } from '../domain/gamification/dashboard.js';
import { type ActivityEvent } from '../domain/gamification/tasks.js';
import { adherence, rollingWindow } from '../domain/treatment/adherence.js';
import { communityActivity } from './community-activity.js';
import type { AppDeps } from '../deps.js';
import { ValidationError } from '../errors.js';
import { signedInUser } from './signed-in-user.js';
import { createTreatmentStateLoader } from './treatment-state.js';
import { prescriptionViewOf } from './treatment-view.js';

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
export function createDashboard(deps: AppDeps) {
  const users = createUserRepository(deps.storage);
  const treatment = createTreatmentStateLoader(deps);
  const checkins = createCheckinRepository(deps.storage);
  const journal = createJournalRepository(deps.storage);
  const unlocks = createAchievementRepository(deps.storage);
  const chat = createChatRepository(deps.storage);
  const photos = createPhotoRepository(deps.storage);

  return async function dashboard(
    userId: string,
    requestedMonth: string | undefined,
  ): Promise<DashboardReply> {
    const user = await signedInUser(users, userId);
    const now = deps.clock.now();
    const zone = user.timezone;
    const today = treatment.todayOf(user);
    const month = requestedMonth ?? today.slice(0, 7);
    // A month within ten years either side of today: the calendar never needs more, and a
    // month in year 9999 would make the reminder walk run for seconds.
    const monthYear = Number(month.slice(0, 4));
    if (Math.abs(monthYear - Number(today.slice(0, 4))) > 10) {
      const message = 'month must be within ten years of today';
      throw new ValidationError(message, { month: message });
    }
    const { first, last } = monthBounds(month);
    const [
      state,
      checkinRows,
      journalTimes,
      stored,
      unreadCoachMessages,
      photoTimes,
      journalDates,
      monthCheckins,
    ] = await Promise.all([
      treatment.loadFor(user),
      checkins.createdTimes(userId),
      journal.createdTimes(userId),
      unlocks.list(userId),
      chat.unreadCount(userId),
      photos.createdTimes(userId),
      journal.datesInWindow(userId, first, last),
      checkins.list(userId, first, last),
    ]);
    const community = await communityActivity(deps.storage, userId);
    const { plan, schedule, injections: injectionRows } = state;

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
      ...community.times.map((createdAt) => ({ kind: 'community' as const, createdAt })),
    ];
    const game = dashboardGamification({
      events,
      doses: schedule?.doses ?? [],
      today,
      zone,
      helpfulReplies: community.helpfulReplies,
      alreadyUnlocked: stored.map((s) => ({ id: s.id, unlockedAt: s.unlockedAt })),
    });
    const unlockedAt = new Date(now).toISOString();
    if (game.newlyUnlocked.length > 0) await unlocks.unlock(userId, game.newlyUnlocked, unlockedAt);
    const seen = new Map(stored.map((s) => [s.id, s.seenAt]));

    const adherence90 = schedule ? adherence(schedule.doses, rollingWindow(today, 90)) : null;
    const injectionDates = [
      ...new Set(injectionRows.map((r) => r.localDate).filter((d) => d >= first && d <= last)),
    ].sort();
    const days = calendarDays({
      schedule,
      injections: injectionRows,
      intervalDays: state.current?.intervalDays,
      paused: state.paused,
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

    return {
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
      prescription: prescriptionViewOf(state) ?? null,
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
    };
  };
}
