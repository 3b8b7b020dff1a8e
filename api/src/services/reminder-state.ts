/**
 * What the reminder use cases read of one person: zone, settings, devices, and the schedule's
 * next dose. (When services/treatment-state.ts, the one treatment loader, lands, the
 * treatment half of this moves onto it.)
 */
import { createInjectionRepository } from '../data/injection-repository.js';
import { createPrescriptionRepository } from '../data/prescription-repository.js';
import {
  createReminderRepository,
  type CalendarOwnerRow,
  type StoredSubscription,
} from '../data/reminder-repository.js';
import type { Storage } from '../data/storage.js';
import { createUserRepository } from '../data/user-repository.js';
import { localDateOf, type CalendarDate } from '../domain/calendar-dates.js';
import {
  defaultReminderSettings,
  type ReminderSettings,
} from '../domain/reminders/reminder-settings.js';
import type { ReminderDetails } from '../domain/reminders/reminder-text.js';
import { computeSchedule, versionInForce } from '../domain/treatment/schedule.js';
import { dosageText } from '../domain/treatment/text.js';

export interface ReminderState {
  userId: string;
  timeZone: string;
  today: CalendarDate;
  settings: ReminderSettings;
  subscriptions: StoredSubscription[];
  calendar: CalendarOwnerRow | undefined;
  nextDue: { dueDate: CalendarDate; windowEnd: CalendarDate; intervalDays: number } | null;
  paused: boolean;
  details: ReminderDetails | null;
}

export function createReminderStateLoader(storage: Storage) {
  const users = createUserRepository(storage);
  const plans = createPrescriptionRepository(storage);
  const injections = createInjectionRepository(storage);
  const reminders = createReminderRepository(storage);

  /** Undefined when the account no longer exists. */
  return async function load(userId: string, nowMs: number): Promise<ReminderState | undefined> {
    const [user, plan, rows, own] = await Promise.all([
      users.getById(userId),
      plans.load(userId),
      injections.listForSchedule(userId),
      reminders.load(userId),
    ]);
    if (!user) return undefined;
    const today = localDateOf(nowMs, user.timezone);
    const schedule = computeSchedule({
      versions: plan.versions,
      pauses: plan.pauses,
      injections: rows,
      today,
    });
    const next = schedule.nextDue;
    const dose = next && schedule.doses.find((d) => d.dueDate === next.dueDate);
    const current = versionInForce(plan.versions, today);
    return {
      userId,
      timeZone: user.timezone,
      today,
      settings: own.settings ?? defaultReminderSettings,
      subscriptions: own.subscriptions,
      calendar: own.calendar,
      nextDue: next
        ? {
            dueDate: next.dueDate,
            windowEnd: dose?.windowEnd ?? next.dueDate,
            intervalDays: next.intervalDays,
          }
        : null,
      paused: plan.pauses.some((p) => p.from <= today && (!p.to || p.to > today)),
      details: current
        ? {
            medication: current.medication,
            dosage: dosageText(current.doseAmount, current.doseUnit),
          }
        : null,
    };
  };
}
