import { formatCalendarDate } from '../../lib/dates';
import type { Dashboard } from '../../entities/dashboard';
import type { QuickActionId } from './quick-actions';

export type PriorityTone = 'urgent' | 'soon' | 'normal';

/** What a priority's button does: a quick action, or setting up the prescription. */
export type PriorityActionId = QuickActionId | 'set-up-prescription';

export interface Priority {
  id: string;
  title: string;
  detail: string;
  tone: PriorityTone;
  /** The quick action that does it, when there is one. */
  action?: { id: PriorityActionId; label: string };
  /** XP the daily task behind it earns today. */
  xp?: number;
}

/** Daily tasks the page can act on, and the action that completes each. */
const taskActions: Readonly<
  Record<string, { id: QuickActionId; label: string; title: string; detail: string }>
> = {
  'record-mood': {
    id: 'mood-checkin',
    label: 'Check in',
    title: 'Check in with your mood',
    detail: 'How are you feeling today? It takes a few seconds.',
  },
  'write-journal': {
    id: 'journal-entry',
    label: 'Write',
    title: 'Write a journal entry',
    detail: 'A few lines about today is plenty.',
  },
  'progress-photo': {
    id: 'photo-gallery',
    label: 'Add photo',
    title: 'Add a progress photo',
    detail: 'Private to you: only you can see it.',
  },
};

/** A dose is worth a priority when it is overdue or due within this many days. */
export const doseSoonDays = 2;

/**
 * 'Today's Priorities', derived only from what the server answered: the next dose when it is
 * overdue or due soon (or setting up the prescription when there is none), a nudge to keep a streak alive when nothing is done yet today, and the
 * daily tasks still open that the page can do (logging an injection only when a dose is due:
 * the community has no page yet, so its task is not offered).
 */
export function todaysPriorities(
  dashboard: Pick<Dashboard, 'prescription' | 'dailyTasks' | 'stats'>,
): Priority[] {
  const priorities: Priority[] = [];
  const { prescription, dailyTasks, stats } = dashboard;
  const injectionTask = dailyTasks.find((t) => t.id === 'log-injection');

  // A new account starts here: nothing is due, no reminder shows, until the schedule is set.
  if (!prescription) {
    priorities.push({
      id: 'prescription',
      title: 'Set up your prescription',
      detail: 'Add your dose and schedule so Stride can tell you when each injection is due.',
      tone: 'urgent',
      action: { id: 'set-up-prescription', label: 'Set up' },
    });
  }

  if (
    prescription &&
    !prescription.paused &&
    prescription.nextInjectionDate &&
    prescription.daysUntilNext !== null &&
    (prescription.isOverdue || prescription.daysUntilNext <= doseSoonDays)
  ) {
    const days = prescription.daysUntilNext;
    const dueNow = prescription.isOverdue || days <= 0;
    const when =
      prescription.urgency?.text ??
      (days === 1 ? 'Due tomorrow' : `Due ${formatCalendarDate(prescription.nextInjectionDate)}`);
    priorities.push({
      id: 'dose',
      title: prescription.isOverdue
        ? `Log your overdue dose`
        : days <= 0
          ? 'Take your dose today'
          : days === 1
            ? 'Your dose is due tomorrow'
            : `Your next dose is on ${formatCalendarDate(prescription.nextInjectionDate, 'EEEE')}`,
      detail: `${prescription.dosage} ${prescription.frequency} · ${when}`,
      tone: prescription.isOverdue || days <= 1 ? 'urgent' : 'soon',
      ...(dueNow ? { action: { id: 'log-injection' as const, label: 'Log dose' } } : {}),
      ...(dueNow && injectionTask && !injectionTask.completed ? { xp: injectionTask.xp } : {}),
    });
  }

  const activeToday = dailyTasks.some((t) => t.completed);
  if (stats.streak > 0 && !activeToday) {
    priorities.push({
      id: 'streak',
      title: `Keep your ${stats.streak}-day streak going`,
      detail: 'Complete any daily task today to add another day.',
      tone: 'soon',
    });
  }

  for (const task of dailyTasks) {
    const action = taskActions[task.id];
    if (!action || task.completed) continue;
    priorities.push({
      id: `task:${task.id}`,
      title: action.title,
      detail: action.detail,
      tone: 'normal',
      action: { id: action.id, label: action.label },
      xp: task.xp,
    });
  }
  return priorities;
}
