/**
 * The private calendar feed (RFC 5545): the upcoming doses as all-day events with alarms at
 * the person's reminder time, so reminders reach any calendar app. Pure text building.
 * Doses after the next one are projected at the interval (what the schedule will say if each
 * dose is taken on its day). Without "show details" the events name no medication.
 */
import { addDays, type CalendarDate } from '../calendar-dates.js';
import type { ReminderSettings } from './reminder-settings.js';
import type { ReminderDetails } from './reminder-text.js';
import { parseLocalTime } from '../zoned-time.js';

export interface CalendarFeedInput {
  /** Stable per person, never their id (the feed must not reveal it): a hash will do. */
  uidSeed: string;
  nextDue: { dueDate: CalendarDate; intervalDays: number } | null;
  paused: boolean;
  settings: ReminderSettings;
  details: ReminderDetails | null;
  nowMs: number;
  /** How many doses to list, the next one included. */
  count?: number;
}

function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Lines of at most 75 octets, continued with a leading space (RFC 5545 3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  for (const ch of line) {
    if (Buffer.byteLength(current + ch, 'utf8') > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
    }
    current += ch;
  }
  out.push(current);
  return out.join('\r\n ');
}

const compactDate = (date: CalendarDate) => date.replace(/-/g, '');

function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A signed duration in minutes as an iCalendar DURATION (PT9H, -PT15H30M). */
function duration(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const m = Math.abs(minutes);
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return `${sign}PT${h > 0 || rest === 0 ? `${h}H` : ''}${rest > 0 ? `${rest}M` : ''}`;
}

export function calendarFeed(input: CalendarFeedInput): string {
  const { settings, details } = input;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Stride//Reminders//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Stride',
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
  ];
  const showEvents = settings.enabled && settings.channels.calendar && !input.paused;
  if (showEvents && input.nextDue) {
    const summary = details
      ? `${details.medication} ${details.dosage} due`.trim()
      : 'Stride reminder';
    const time = parseLocalTime(settings.timeOfDay);
    const count = input.count ?? 6;
    for (let k = 0; k < count; k += 1) {
      const due = addDays(input.nextDue.dueDate, k * input.nextDue.intervalDays);
      lines.push(
        'BEGIN:VEVENT',
        `UID:${due}-${input.uidSeed}@stride`,
        `DTSTAMP:${utcStamp(input.nowMs)}`,
        `DTSTART;VALUE=DATE:${compactDate(due)}`,
        `DTEND;VALUE=DATE:${compactDate(addDays(due, 1))}`,
        `SUMMARY:${escapeText(summary)}`,
        'TRANSP:TRANSPARENT',
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${escapeText(summary)}`,
        `TRIGGER:${duration(time)}`,
        'END:VALARM',
      );
      if (settings.hoursBefore > 0) {
        lines.push(
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(summary)}`,
          `TRIGGER:${duration(time - settings.hoursBefore * 60)}`,
          'END:VALARM',
        );
      }
      lines.push('END:VEVENT');
    }
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
