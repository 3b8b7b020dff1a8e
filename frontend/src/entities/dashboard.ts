import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from '@stride/api/contracts/zod';
import { apiRequest } from '../lib/api-client';
import type { ApiError } from '../lib/api-error';
import { dashboardKeys } from './dashboard-keys';
import { prescriptionSchema } from './prescription';

export { dashboardKeys };

const rarities = ['common', 'rare', 'epic', 'legendary'] as const;

export const achievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** An icon name ('flame', 'trophy', …) the page maps to its icon set. */
  icon: z.string(),
  unlocked: z.boolean(),
  xpReward: z.number(),
  rarity: z.enum(rarities),
  /** ISO instant; null while locked. */
  unlockedAt: z.nullable(z.string()),
  /** Whether its 'Achievement Unlocked!' toast was acknowledged (on any device). */
  seen: z.boolean(),
});
export type Achievement = z.infer<typeof achievementSchema>;
export type Rarity = Achievement['rarity'];

export const dailyTaskSchema = z.object({
  id: z.string(),
  label: z.string(),
  completed: z.boolean(),
  xp: z.number(),
});
export type DailyTask = z.infer<typeof dailyTaskSchema>;

export const weeklyGoalSchema = z.object({
  id: z.string(),
  label: z.string(),
  target: z.number(),
  progress: z.number(),
  completed: z.boolean(),
});
export type WeeklyGoal = z.infer<typeof weeklyGoalSchema>;

/** The part of the prescription (the same view GET /api/prescription answers) the page reads. */
export const dashboardPrescriptionSchema = z.looseObject(
  z.pick(prescriptionSchema, {
    medication: true,
    dosage: true,
    frequency: true,
    nextInjectionDate: true,
    daysUntilNext: true,
    isOverdue: true,
    urgency: true,
    paused: true,
  }).shape,
);
export type DashboardPrescription = z.infer<typeof dashboardPrescriptionSchema>;

export const calendarDayDoses = ['on-time', 'late', 'missed', 'extra', 'due', 'overdue'] as const;

/** The month's dose days and the due days still ahead (the calendars read these). */
export const dashboardCalendarSchema = z.object({
  month: z.string(),
  injectionDates: z.array(z.string()),
  reminderDates: z.array(z.string()),
  days: z._default(
    z.array(
      z.object({
        date: z.string(),
        doses: z.array(z.enum(calendarDayDoses)),
        journalEntries: z.number(),
        checkins: z.number(),
      }),
    ),
    [],
  ),
});
export type DashboardCalendar = z.infer<typeof dashboardCalendarSchema>;

/**
 * GET /api/dashboard: everything the page shows, computed on the server.
 * (Swap for the contract's schema once api/src/contracts declares the dashboard reply.)
 */
export const dashboardSchema = z.object({
  /** Day 1 is the HRT start date (else the first logged dose); null before either exists. */
  journeyDay: z.nullable(z.number()),
  /** Today in the person's zone, 'YYYY-MM-DD'. */
  today: z.string(),
  unreadCoachMessages: z.number(),
  stats: z.object({
    streak: z.number(),
    level: z.number(),
    xp: z.number(),
    xpToNext: z.number(),
    progressPercent: z.number(),
    /** Whole percent over the last 90 days; null with no dose due. */
    adherenceRate: z.nullable(z.number()),
    weeklyGoalsCompleted: z.number(),
    totalWeeklyGoals: z.number(),
  }),
  prescription: z.nullable(dashboardPrescriptionSchema),
  achievements: z.array(achievementSchema),
  dailyTasks: z.array(dailyTaskSchema),
  weeklyGoals: z.array(weeklyGoalSchema),
  celebration: z.object({ streakMilestone: z.boolean() }),
  calendar: dashboardCalendarSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /api/dashboard?month=YYYY-MM. */
export function getDashboard(month: string, signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest(`/dashboard?month=${encodeURIComponent(month)}`, {
    schema: dashboardSchema,
    ...(signal ? { signal } : {}),
  });
}

/**
 * The dashboard of a month (the page asks for the person's own this month, so the page and its
 * quick calendar share one request under ['dashboard', month]).
 */
export const dashboardMonthQuery = (month: string) =>
  queryOptions<Dashboard, ApiError>({
    queryKey: dashboardKeys.month(month),
    queryFn: ({ signal }) => getDashboard(month, signal),
    // The calendars keep the month shown while the next one loads.
    placeholderData: keepPreviousData,
  });

/** After any write that moves XP, tasks, streaks or the calendar. */
export const invalidateDashboard = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: dashboardKeys.all });
