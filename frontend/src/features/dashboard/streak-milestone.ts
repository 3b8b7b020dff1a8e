import { addCalendarDays } from '../../lib/dates';
import { readStorage, writeStorage } from '../../lib/storage-keys';

/**
 * The 'Week Streak Achieved!' celebration shows once per milestone. A milestone is a streak
 * length (7, 14, …) of one particular run of days, named by the run's first day: the streak
 * ends today when a daily task is done today, else yesterday (product.md), so its first day is
 * that end minus streak - 1. The name stays the same the next day while the streak still reads
 * 7 (before that day's first task), and differs for a later run that reaches 7 again.
 */
export function streakMilestoneId(input: {
  streak: number;
  today: string;
  /** Whether any daily task is completed today. */
  activeToday: boolean;
}): string {
  const end = input.activeToday ? input.today : addCalendarDays(input.today, -1);
  const start = addCalendarDays(end, -(input.streak - 1));
  return `${input.streak}@${start}`;
}

/** How many acknowledged milestones a device remembers per person (the newest). */
const remembered = 12;

export function milestoneStorageKey(userId: string): string {
  return `stride_celebrated:${userId}`;
}

function readAcknowledged(userId: string): string[] {
  const raw = readStorage(milestoneStorageKey(userId));
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether this milestone was already celebrated on this device. */
export function isMilestoneAcknowledged(userId: string, milestoneId: string): boolean {
  return readAcknowledged(userId).includes(milestoneId);
}

/** Remembers a celebrated milestone, so a reload does not play it again. */
export function acknowledgeMilestone(userId: string, milestoneId: string): void {
  const list = readAcknowledged(userId).filter((id) => id !== milestoneId);
  list.push(milestoneId);
  writeStorage(milestoneStorageKey(userId), JSON.stringify(list.slice(-remembered)));
}

/** Whether the page should celebrate now: the server says milestone, and it is new here. */
export function shouldCelebrate(input: {
  userId: string;
  streakMilestone: boolean;
  streak: number;
  today: string;
  activeToday: boolean;
}): { celebrate: boolean; milestoneId: string } {
  const milestoneId = streakMilestoneId(input);
  return {
    celebrate:
      input.streakMilestone &&
      input.streak > 0 &&
      !isMilestoneAcknowledged(input.userId, milestoneId),
    milestoneId,
  };
}
