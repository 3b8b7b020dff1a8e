import type { Achievement, Dashboard } from '../../entities/dashboard';

/** A dashboard answer for tests, shaped as GET /api/dashboard answers it. */
export function dashboardFixture(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    journeyDay: 184,
    today: '2026-05-12',
    unreadCoachMessages: 0,
    stats: {
      streak: 12,
      level: 6,
      xp: 2100,
      xpToNext: 1400,
      progressPercent: 6.7,
      adherenceRate: 92,
      weeklyGoalsCompleted: 2,
      totalWeeklyGoals: 6,
    },
    prescription: {
      medication: 'Testosterone cypionate',
      dosage: '0.3mL',
      frequency: 'weekly',
      nextInjectionDate: '2026-05-14',
      daysUntilNext: 2,
      isOverdue: false,
      urgency: { level: 'soon', label: null, text: '2 days remaining' },
      paused: false,
    },
    achievements: [],
    dailyTasks: [
      { id: 'log-injection', label: 'Log injection', completed: false, xp: 50 },
      { id: 'record-mood', label: 'Record mood', completed: false, xp: 25 },
      { id: 'write-journal', label: 'Write journal entry', completed: false, xp: 75 },
      { id: 'community', label: 'Community interaction', completed: false, xp: 30 },
      { id: 'progress-photo', label: 'Progress photo', completed: false, xp: 40 },
    ],
    weeklyGoals: [],
    celebration: { streakMilestone: false },
    calendar: { month: '2026-05', injectionDates: [], days: [], reminderDates: ['2026-05-14'] },
    ...overrides,
  };
}

export function achievementFixture(overrides: Partial<Achievement> = {}): Achievement {
  return {
    id: 'first-week',
    title: 'First Week Champion',
    description: 'Complete a daily task 7 days in a row',
    icon: 'flame',
    unlocked: false,
    xpReward: 100,
    rarity: 'common',
    unlockedAt: null,
    seen: false,
    ...overrides,
  };
}
