import { describe, expect, it } from 'vitest';
import { dashboardFixture } from './test-fixtures';
import { todaysPriorities } from './todays-priorities';

const ids = (d: Parameters<typeof todaysPriorities>[0]) => todaysPriorities(d).map((p) => p.id);

describe("today's priorities", () => {
  it('lists the open daily tasks the page can do, not the community (no page yet)', () => {
    const d = dashboardFixture();
    expect(ids(d)).toEqual([
      'dose',
      'streak',
      'task:record-mood',
      'task:write-journal',
      'task:progress-photo',
    ]);
    const mood = todaysPriorities(d).find((p) => p.id === 'task:record-mood');
    expect(mood).toMatchObject({ action: { id: 'mood-checkin' }, xp: 25, tone: 'normal' });
  });

  it('shows the next dose when due within two days, without a log action before its day', () => {
    const dose = todaysPriorities(dashboardFixture())[0];
    expect(dose).toMatchObject({
      id: 'dose',
      title: 'Your next dose is on Thursday',
      detail: '0.3mL weekly · 2 days remaining',
      tone: 'soon',
    });
    expect(dose?.action).toBeUndefined();
    const far = dashboardFixture({
      prescription: { ...dashboardFixture().prescription!, daysUntilNext: 5 },
    });
    expect(ids(far)).not.toContain('dose');
  });

  it('asks to log today and overdue doses first, with the task XP', () => {
    const base = dashboardFixture().prescription!;
    const dueToday = dashboardFixture({
      prescription: {
        ...base,
        nextInjectionDate: '2026-05-12',
        daysUntilNext: 0,
        urgency: { level: 'urgent', label: null, text: 'Due today' },
      },
    });
    expect(todaysPriorities(dueToday)[0]).toMatchObject({
      title: 'Take your dose today',
      tone: 'urgent',
      action: { id: 'log-injection' },
      xp: 50,
    });
    const overdue = dashboardFixture({
      prescription: {
        ...base,
        nextInjectionDate: '2026-05-10',
        daysUntilNext: -2,
        isOverdue: true,
        urgency: { level: 'overdue', label: 'Overdue', text: '2 days overdue' },
      },
    });
    expect(todaysPriorities(overdue)[0]).toMatchObject({
      title: 'Log your overdue dose',
      detail: '0.3mL weekly · 2 days overdue',
      tone: 'urgent',
      action: { id: 'log-injection' },
    });
  });

  it('says nothing about doses while paused or without a prescription', () => {
    const base = dashboardFixture().prescription!;
    expect(ids(dashboardFixture({ prescription: { ...base, paused: true } }))).not.toContain(
      'dose',
    );
    expect(ids(dashboardFixture({ prescription: null }))).not.toContain('dose');
  });

  it('nudges to keep the streak only when nothing is done yet today', () => {
    const d = dashboardFixture();
    const active = dashboardFixture({
      dailyTasks: d.dailyTasks.map((t) => (t.id === 'record-mood' ? { ...t, completed: true } : t)),
    });
    expect(ids(active)).not.toContain('streak');
    expect(ids(active)).not.toContain('task:record-mood');
    expect(todaysPriorities(d).find((p) => p.id === 'streak')?.title).toBe(
      'Keep your 12-day streak going',
    );
    expect(ids(dashboardFixture({ stats: { ...d.stats, streak: 0 } }))).not.toContain('streak');
  });

  it('starts with setting up the prescription when there is none', () => {
    const d = dashboardFixture({ prescription: null });
    const first = todaysPriorities(d)[0];
    expect(first?.id).toBe('prescription');
    expect(first?.action).toEqual({ id: 'set-up-prescription', label: 'Set up' });
    const withOne = todaysPriorities(dashboardFixture({}));
    expect(withOne.map((p) => p.id)).not.toContain('prescription');
  });

  it('is empty when everything is done', () => {
    const base = dashboardFixture().prescription!;
    const d = dashboardFixture({
      prescription: { ...base, daysUntilNext: 5, isOverdue: false },
      dailyTasks: dashboardFixture().dailyTasks.map((t) => ({ ...t, completed: true })),
    });
    expect(todaysPriorities(d)).toEqual([]);
  });
});
