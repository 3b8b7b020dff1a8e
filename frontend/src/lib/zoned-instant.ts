import { TZDate } from '@date-fns/tz';

/**
 * The instant of a wall-clock date and time in `zone`, as ISO with that zone's offset there
 * ('2026-05-12T08:30:00.000-05:00'). A time inside a daylight-saving gap moves forward.
 * Apart from lib/dates.ts so that @date-fns/tz loads only with the forms that write an instant.
 */
export function instantFromWallClock(date: string, time: string, zone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new TZDate(y, m - 1, d, hh, mm, zone).toISOString();
}
