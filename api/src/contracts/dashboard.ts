import { z } from './zod.js';
import { calendarDateSchema } from './common.js';
import { prescriptionSchema } from './treatment.js';

/** GET /api/dashboard?month=YYYY-MM (a month within ten years of today). */
export const dashboardQuerySchema = z.object({
  month: z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM'))),
});

export const achievementViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  unlocked: z.boolean(),
  xpReward: z.number(),
  rarity: z.enum(['common', 'rare', 'epic', 'legendary']),
  unlockedAt: z.nullable(z.string()),
  seen: z.boolean(),
});
export type AchievementView = z.infer<typeof achievementViewSchema>;

export const dayDoseStateSchema = z.enum(['on-time', 'late', 'missed', 'extra', 'due', 'overdue']);

/** GET /api/dashboard: everything the dashboard shows, in one reply. */
export const dashboardReplySchema = z.object({
  /** Day 1 is the HRT start date, else the first prescription's start, else the first dose. */
  journeyDay: z.nullable(z.number()),
  today: calendarDateSchema,
  unreadCoachMessages: z.number(),
  stats: z.object({
    streak: z.number(),
    level: z.number(),
    xp: z.number(),
    xpToNext: z.number(),
    progressPercent: z.number(),
    adherenceRate: z.nullable(z.number()),
    weeklyGoalsCompleted: z.number(),
    totalWeeklyGoals: z.number(),
  }),
  prescription: z.nullable(prescriptionSchema),
  achievements: z.array(achievementViewSchema),
  dailyTasks: z.array(
    z.object({ id: z.string(), label: z.string(), completed: z.boolean(), xp: z.number() }),
  ),
  weeklyGoals: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      target: z.number(),
      progress: z.number(),
      completed: z.boolean(),
    }),
  ),
  celebration: z.object({ streakMilestone: z.boolean() }),
  calendar: z.object({
    month: z.string(),
    injectionDates: z.array(z.string()),
    reminderDates: z.array(z.string()),
    days: z.array(
      z.object({
        date: z.string(),
        doses: z.array(dayDoseStateSchema),
        journalEntries: z.number(),
        checkins: z.number(),
      }),
    ),
  }),
});
export type DashboardReply = z.infer<typeof dashboardReplySchema>;
