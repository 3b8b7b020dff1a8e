import {
  calendarDaysBetween,
  formatCalendarDate,
  formatTimeIn,
  wallClockIn,
} from '../../lib/dates';

/** The zone to show dates in: the person's, else the browser's. */
export function zoneOrLocal(zone: string | undefined): string {
  return zone || Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The calendar date ('YYYY-MM-DD') a photo was taken on, in the person's zone. */
export function photoDay(takenAt: string, zone: string | undefined): string {
  return wallClockIn(zoneOrLocal(zone), takenAt).date;
}

/** 'May 12, 2026'. */
export function photoDateLabel(takenAt: string, zone: string | undefined): string {
  return formatCalendarDate(photoDay(takenAt, zone), 'MMM d, yyyy');
}

/** 'May 12, 2026, 3:40 PM': names a photo uniquely enough for buttons and alt text. */
export function photoDateTimeLabel(takenAt: string, zone: string | undefined): string {
  return `${photoDateLabel(takenAt, zone)}, ${formatTimeIn(takenAt, zoneOrLocal(zone))}`;
}

/** Whole calendar days between two photos, in the person's zone. */
export function daysBetween(earlier: string, later: string, zone: string | undefined): number {
  return Math.abs(calendarDaysBetween(photoDay(earlier, zone), photoDay(later, zone)));
}
