import { describe, expect, it } from 'vitest';
import { planReminders, reminderToSend, type PlanInput } from './plan-reminders.js';
import { defaultReminderSettings, type ReminderSettings } from './reminder-settings.js';
import { reminderText } from './reminder-text.js';

const iso = (ms: number) => new Date(ms).toISOString();

function plan(
  settings: Partial<ReminderSettings>,
  rest: Partial<PlanInput> = {},
): { id: string; at: string; kind: string }[] {
  return planReminders({
    settings: { ...defaultReminderSettings, quietHours: null, followUps: 0, ...settings },
    timeZone: 'America/New_York',
    nextDue: { dueDate: '2026-03-08' },
    paused: false,
    ...rest,
  }).map((r) => ({ id: r.id, at: iso(r.at), kind: r.kind }));
}

describe('planReminders', () => {
  it('reminds at the chosen local time on the due day', () => {
    expect(plan({ timeOfDay: '09:00' }, { nextDue: { dueDate: '2026-02-01' } })).toEqual([
      { id: '2026-02-01:due', at: '2026-02-01T14:00:00.000Z', kind: 'due' },
    ]);
  });

  it('keeps the local time across the spring DST change (and a skipped hour moves forward)', () => {
    // 8 March 2026: New York goes from EST (-5) to EDT (-4) at 02:00.
    expect(plan({ timeOfDay: '09:00' })[0]?.at).toBe('2026-03-08T13:00:00.000Z');
    expect(plan({ timeOfDay: '02:30' })[0]?.at).toBe('2026-03-08T07:30:00.000Z');
    // Europe's change on 29 March 2026.
    const berlin = plan(
      { timeOfDay: '08:00' },
      { timeZone: 'Europe/Berlin', nextDue: { dueDate: '2026-03-29' } },
    );
    expect(berlin[0]?.at).toBe('2026-03-29T06:00:00.000Z');
  });

  it('keeps the local time across the autumn DST change (a repeated hour counts once)', () => {
    // 1 November 2026: New York goes back from EDT to EST at 02:00; 01:30 happens twice.
    expect(plan({ timeOfDay: '09:00' }, { nextDue: { dueDate: '2026-11-01' } })[0]?.at).toBe(
      '2026-11-01T14:00:00.000Z',
    );
    const repeated = plan({ timeOfDay: '01:30' }, { nextDue: { dueDate: '2026-11-01' } });
    expect(repeated).toEqual([
      { id: '2026-11-01:due', at: '2026-11-01T05:30:00.000Z', kind: 'due' },
    ]);
  });

  it('hours before are elapsed hours, across a DST change too', () => {
    const reminders = plan({ timeOfDay: '09:00', hoursBefore: 24 });
    expect(reminders.map((r) => [r.kind, r.at])).toEqual([
      ['before', '2026-03-07T13:00:00.000Z'], // 08:00 EST: one clock hour fewer that night
      ['due', '2026-03-08T13:00:00.000Z'],
    ]);
  });

  it('moves the next dose to the same local time after a time-zone change between two doses', () => {
    const first = plan(
      { timeOfDay: '09:00' },
      { timeZone: 'America/New_York', nextDue: { dueDate: '2026-05-04' } },
    );
    const second = plan(
      { timeOfDay: '09:00' },
      { timeZone: 'Europe/Berlin', nextDue: { dueDate: '2026-05-11' } },
    );
    expect(first[0]?.at).toBe('2026-05-04T13:00:00.000Z');
    expect(second[0]?.at).toBe('2026-05-11T07:00:00.000Z');
    // The same dose re-planned after a move keeps its id, so it is never sent twice.
    const moved = plan(
      { timeOfDay: '09:00' },
      { timeZone: 'Asia/Tokyo', nextDue: { dueDate: '2026-05-11' } },
    );
    expect(moved[0]?.id).toBe(second[0]?.id);
    expect(moved[0]?.at).toBe('2026-05-11T00:00:00.000Z');
  });

  it('travel mode keeps the home clock wherever the person is', () => {
    const settings = { timeOfDay: '09:00', travelMode: true, homeTimeZone: 'America/New_York' };
    expect(
      plan(settings, { timeZone: 'Asia/Tokyo', nextDue: { dueDate: '2026-05-11' } })[0]?.at,
    ).toBe('2026-05-11T13:00:00.000Z');
    // Off, the same trip follows the local clock.
    expect(
      plan(
        { ...settings, travelMode: false },
        { timeZone: 'Asia/Tokyo', nextDue: { dueDate: '2026-05-11' } },
      )[0]?.at,
    ).toBe('2026-05-11T00:00:00.000Z');
  });

  it('moves a reminder out of quiet hours, past midnight too', () => {
    const quietHours = { start: '22:00', end: '07:00' };
    const early = plan({ timeOfDay: '06:00', quietHours }, { nextDue: { dueDate: '2026-02-01' } });
    expect(early[0]?.at).toBe('2026-02-01T12:00:00.000Z'); // 07:00 EST
    // The evening before, 23:00, is quiet until 07:00 on the due day; it still comes before
    // the due-day reminder at 09:00.
    const before = plan(
      { timeOfDay: '09:00', hoursBefore: 10, quietHours },
      { nextDue: { dueDate: '2026-02-01' } },
    );
    expect(before.map((r) => [r.kind, r.at])).toEqual([
      ['before', '2026-02-01T12:00:00.000Z'],
      ['due', '2026-02-01T14:00:00.000Z'],
    ]);
    // A before-reminder pushed past the due one is dropped.
    const dropped = plan(
      { timeOfDay: '07:00', hoursBefore: 2, quietHours },
      { nextDue: { dueDate: '2026-02-01' } },
    );
    expect(dropped.map((r) => r.kind)).toEqual(['due']);
    // Quiet hours within one day (13:00-15:00).
    const nap = plan(
      { timeOfDay: '14:00', quietHours: { start: '13:00', end: '15:00' } },
      { nextDue: { dueDate: '2026-02-01' } },
    );
    expect(nap[0]?.at).toBe('2026-02-01T20:00:00.000Z');
  });

  it('follows up gently on the days after when overdue, within the dose window', () => {
    const reminders = plan(
      { timeOfDay: '09:00', followUps: 3 },
      { nextDue: { dueDate: '2026-02-01', windowEnd: '2026-02-03' } },
    );
    expect(reminders.map((r) => [r.id, r.at])).toEqual([
      ['2026-02-01:due', '2026-02-01T14:00:00.000Z'],
      ['2026-02-01:follow-up:1', '2026-02-02T14:00:00.000Z'],
      ['2026-02-01:follow-up:2', '2026-02-03T14:00:00.000Z'],
    ]);
  });

  it('"until I log it" repeats at the interval until the end of the day, skipping quiet hours', () => {
    const reminders = plan(
      {
        timeOfDay: '18:00',
        repeatEveryMinutes: 60,
        quietHours: { start: '21:00', end: '07:00' },
        followUps: 1,
      },
      { nextDue: { dueDate: '2026-02-01' } },
    );
    expect(reminders.map((r) => r.id)).toEqual([
      '2026-02-01:due',
      '2026-02-01:due:repeat:1',
      '2026-02-01:due:repeat:2',
      '2026-02-01:follow-up:1',
      '2026-02-01:follow-up:1:repeat:1',
      '2026-02-01:follow-up:1:repeat:2',
    ]);
    expect(reminders[2]?.at).toBe('2026-02-02T01:00:00.000Z'); // 20:00 EST
  });

  it('plans nothing while paused, with no next dose, or when turned off', () => {
    expect(plan({}, { paused: true })).toEqual([]);
    expect(plan({}, { nextDue: null })).toEqual([]);
    expect(plan({ enabled: false })).toEqual([]);
  });

  it('ids are unique and do not depend on the time', () => {
    const a = plan({ timeOfDay: '09:00', hoursBefore: 12, followUps: 2, repeatEveryMinutes: 120 });
    const b = plan({ timeOfDay: '11:00', hoursBefore: 12, followUps: 2, repeatEveryMinutes: 120 });
    expect(new Set(a.map((r) => r.id)).size).toBe(a.length);
    expect(b.map((r) => r.id).slice(0, 3)).toEqual(a.map((r) => r.id).slice(0, 3));
  });
});

describe('reminderToSend', () => {
  const reminders = planReminders({
    settings: {
      ...defaultReminderSettings,
      quietHours: null,
      followUps: 1,
      repeatEveryMinutes: 30,
    },
    timeZone: 'UTC',
    nextDue: { dueDate: '2026-02-01' },
    paused: false,
  });

  it('picks the latest reminder whose time has come, not the ones it supersedes', () => {
    expect(reminderToSend(reminders, Date.parse('2026-02-01T08:59:00Z'))).toBeUndefined();
    expect(reminderToSend(reminders, Date.parse('2026-02-01T09:00:00Z'))?.id).toBe(
      '2026-02-01:due',
    );
    expect(reminderToSend(reminders, Date.parse('2026-02-01T10:10:00Z'))?.id).toBe(
      '2026-02-01:due:repeat:2',
    );
  });

  it('lets a reminder go once it is older than the grace period', () => {
    expect(reminderToSend(reminders, Date.parse('2026-02-02T03:00:00Z'))).toBeUndefined();
  });
});

describe('reminderText', () => {
  const overdue = { kind: 'follow-up' as const, dueDate: '2026-02-01', daysOverdue: 1 };

  it('says nothing about health unless details are on', () => {
    const text = reminderText(overdue, null);
    expect(`${text.title} ${text.body}`).not.toMatch(/testosterone|dose|inject|mL|mg|medic/i);
    const detailed = reminderText(overdue, {
      medication: 'Testosterone cypionate',
      dosage: '0.5 mL',
    });
    expect(detailed.body).toBe(
      'Testosterone cypionate 0.5 mL was due yesterday. Log it when you have taken it.',
    );
  });
});
