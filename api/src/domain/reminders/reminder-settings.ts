/** A person's reminder choices (stored per person; the contract validates them). */
import type { LocalTime } from '../zoned-time.js';

export interface QuietHours {
  /** First quiet minute, local. */
  start: LocalTime;
  /** First minute no longer quiet, local; before `start` when the quiet runs past midnight. */
  end: LocalTime;
}

export interface ReminderSettings {
  enabled: boolean;
  /** Local time of day of the reminder on the day a dose is due. */
  timeOfDay: LocalTime;
  /** An early reminder this many hours (elapsed) before the due-day reminder; 0 = none. */
  hoursBefore: number;
  /** Gentle follow-ups when overdue: one a day, at the time of day, on the days after. */
  followUps: number;
  quietHours: QuietHours | null;
  /** "Until I log it": repeat every so many minutes after a due or follow-up reminder until
   *  the end of that local day (or the dose is logged); null = off. */
  repeatEveryMinutes: number | null;
  /** Travel mode: reminders keep the home clock, whatever zone the person is in now. */
  travelMode: boolean;
  homeTimeZone: string | null;
  channels: { push: boolean; calendar: boolean };
  /** Show the medication and dose in notification text (off: nothing health-related). */
  showDetails: boolean;
}

export const defaultReminderSettings: ReminderSettings = {
  enabled: true,
  timeOfDay: '09:00',
  hoursBefore: 0,
  followUps: 1,
  quietHours: { start: '22:00', end: '07:00' },
  repeatEveryMinutes: null,
  travelMode: false,
  homeTimeZone: null,
  channels: { push: true, calendar: true },
  showDetails: false,
};

/** The zone reminders are planned in: home in travel mode, else where the person is now. */
export function planningZone(settings: ReminderSettings, currentZone: string): string {
  return settings.travelMode && settings.homeTimeZone ? settings.homeTimeZone : currentZone;
}
