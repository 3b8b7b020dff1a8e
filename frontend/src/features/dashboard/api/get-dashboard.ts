import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { dashboardKeys } from './dashboard-keys';

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
  unlockedAt: z.string().nullable(),
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

/** The part of the prescription (as GET /api/prescription answers it) the dashboard reads. */
export const dashboardPrescriptionSchema = z.looseObject({
  medication: z.string(),
  dosage: z.string(),
  frequency: z.string(),
  nextInjectionDate: z.string().nullable(),
  daysUntilNext: z.number().nullable(),
  isOverdue: z.boolean(),
  urgency: z
    .object({
      level: z.enum(['overdue', 'urgent', 'soon', 'normal']),
      label: z.string().nullable(),
      text: z.string(),
    })
    .nullable(),
  paused: z.boolean(),
});
export type DashboardPrescription = z.infer<typeof dashboardPrescriptionSchema>;

/** GET /api/dashboard: everything the page shows, computed on the server. */
export const dashboardSchema = z.object({
  /** Day 1 is the HRT start date (else the first logged dose); null before either exists. */
  journeyDay: z.number().nullable(),
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
    adherenceRate: z.number().nullable(),
    weeklyGoalsCompleted: z.number(),
    totalWeeklyGoals: z.number(),
  }),
  prescription: dashboardPrescriptionSchema.nullable(),
  achievements: z.array(achievementSchema),
  dailyTasks: z.array(dailyTaskSchema),
  weeklyGoals: z.array(weeklyGoalSchema),
  celebration: z.object({ streakMilestone: z.boolean() }),
  calendar: z.object({
    month: z.string(),
    injectionDates: z.array(z.string()),
    reminderDates: z.array(z.string()),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /api/dashboard?month=YYYY-MM. */
export function getDashboard(month: string, signal?: AbortSignal): Promise<unknown> {
  return apiRequest(`/dashboard?month=${encodeURIComponent(month)}`, {
    schema: z.unknown(),
    ...(signal ? { signal } : {}),
  });
}

/**
 * Reads the dashboard answer whoever fetched it: the quick calendar fetches the same month
 * under the same key with its own looser schema, so the cache holds the body as it came and
 * this hook validates it here.
 */
function toDashboard(body: unknown): Dashboard {
  const parsed = dashboardSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new ApiError({
    kind: 'invalid-response',
    status: 200,
    message: 'The server sent an unexpected answer.',
    cause: parsed.error,
  });
}

/**
 * The dashboard, for this month (the person's own today, so the page and its quick calendar
 * share one request under ['dashboard', month]).
 */
export function useDashboard(month: string) {
  return useQuery<unknown, ApiError, Dashboard>({
    queryKey: dashboardKeys.month(month),
    queryFn: ({ signal }) => getDashboard(month, signal),
    select: toDashboard,
  });
}
