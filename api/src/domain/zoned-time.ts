/**
 * Wall-clock time in an IANA zone, both ways, with Intl only (pure: no clock, no storage).
 *
 * A local time that does not exist (the hour skipped when clocks go forward) is read as the
 * same distance after the gap (02:30 becomes 03:30), and a local time that happens twice
 * (the hour repeated when clocks go back) is the first of the two: Temporal's 'compatible'.
 */
import { toEpochDay, type CalendarDate } from './calendar-dates.js';

/** `HH:MM`, 24-hour. */
export type LocalTime = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  date: CalendarDate;
  /** Minutes since local midnight. */
  minutes: number;
  /** The wall clock read as if it were UTC, in epoch ms (seconds included). */
  asUtcMs: number;
}

/** The wall clock in `timeZone` at the instant `ms`. */
export function wallClockAt(ms: number, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) {
    parts[part.type] = part.value;
  }
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  const second = Number(parts.second);
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return {
    date,
    minutes: hour * 60 + minute,
    asUtcMs: Date.UTC(year, month - 1, day, hour, minute, second),
  };
}

/** The zone's offset from UTC at the instant `ms`, in ms (east positive). */
export function offsetMsAt(ms: number, timeZone: string): number {
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  return wallClockAt(whole, timeZone).asUtcMs - whole;
}

export function parseLocalTime(time: LocalTime): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Not a time of day: ${JSON.stringify(time)}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function formatLocalTime(minutes: number): LocalTime {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

const DAY_MS = 86_400_000;

/** The instant (epoch ms) when the wall clock in `timeZone` shows `minutes` on `date`. */
export function instantOfLocal(date: CalendarDate, minutes: number, timeZone: string): number {
  const local = toEpochDay(date) * DAY_MS + minutes * 60_000;
  const before = offsetMsAt(local - DAY_MS, timeZone);
  const after = offsetMsAt(local + DAY_MS, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => local - offset)
    .filter((ms) => wallClockAt(ms, timeZone).asUtcMs === local)
    .sort((a, b) => a - b);
  // Repeated hour: the earlier. Skipped hour: the offset before the change moves it later.
  return candidates[0] ?? local - before;
}
