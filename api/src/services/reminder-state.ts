/**
 * What the reminder use cases read of one person: zone, settings, devices, and the schedule's
 * next dose. The treatment half comes from services/treatment-state.ts, the one loader every
 * reader of the treatment uses, so a reminder can never disagree with the prescription card.
 */
import {
  createReminderRepository,
  type CalendarOwnerRow,
  type StoredSubscription,
} from '../data/reminder-repository.js';
import { createUserRepository } from '../data/user-repository.js';
import { localDateOf, type CalendarDate } from '../domain/calendar-dates.js';
import {
  defaultReminderSettings,
  type ReminderSettings,
} from '../domain/reminders/reminder-settings.js';
import type { ReminderDetails } from '../domain/reminders/reminder-text.js';
import { dosageText } from '../domain/treatment/text.js';
import type { AppDeps } from '../deps.js';
import { createTreatmentStateLoader } from './treatment-state.js';
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

export function createReminderStateLoader(deps: Pick<AppDeps, 'storage' | 'clock'>) {
  const users = createUserRepository(deps.storage);
  const reminders = createReminderRepository(deps.storage);
  const treatment = createTreatmentStateLoader(deps);

  /** Undefined when the account no longer exists. */
  return async function load(userId: string, nowMs: number): Promise<ReminderState | undefined> {
    const [user, own] = await Promise.all([users.getById(userId), reminders.load(userId)]);
    if (!user) return undefined;
    const today = localDateOf(nowMs, user.timezone);
    const state = await treatment.loadFor(user, today);
    const next = state.schedule?.nextDue;
    const dose = next && state.schedule?.doses.find((d) => d.dueDate === next.dueDate);
    const current = state.current;
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
      paused: state.paused,
      details: current
        ? {
            medication: current.medication,
            dosage: dosageText(current.doseAmount, current.doseUnit),
          }
        : null,
    };
  };
}
