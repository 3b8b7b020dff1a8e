/**
 * The words of a reminder notification. Lock screens are public: unless the person turned
 * details on, the text names no medication, dose, injection or anything about health.
 */
import type { PlannedReminder } from './plan-reminders.js';

export interface ReminderDetails {
  medication: string;
  /** "0.5 mL". */
  dosage: string;
}

export interface NotificationText {
  title: string;
  body: string;
  /** Groups a dose's reminders so a newer one replaces the older on the device. */
  tag: string;
}

export function reminderText(
  reminder: Pick<PlannedReminder, 'kind' | 'dueDate' | 'daysOverdue'>,
  details: ReminderDetails | null,
): NotificationText {
  const tag = `stride-${reminder.dueDate}`;
  if (!details) {
    const body =
      reminder.kind === 'before'
        ? 'You have something planned soon. Open Stride to see it.'
        : reminder.daysOverdue > 0
          ? 'A gentle nudge: something from your plan is still open.'
          : 'You have something planned for today. Open Stride to see it.';
    return { title: 'Stride', body, tag };
  }
  const what = `${details.medication} ${details.dosage}`.trim();
  const body =
    reminder.kind === 'before'
      ? `${what} is due soon.`
      : reminder.daysOverdue > 0
        ? `${what} was due ${reminder.daysOverdue === 1 ? 'yesterday' : `${reminder.daysOverdue} days ago`}. Log it when you have taken it.`
        : `${what} is due today.`;
  return { title: 'Stride: dose reminder', body, tag };
}

/** The test notification: says nothing personal either way. */
export const testNotificationText: NotificationText = {
  title: 'Stride',
  body: 'Notifications work on this device.',
  tag: 'stride-test',
};
