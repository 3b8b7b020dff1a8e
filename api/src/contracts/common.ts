import { z } from './zod.js';
import { isCalendarDate } from '../domain/calendar-dates.js';

/**
 * Pieces every contract shares. The earliest and latest calendar dates any request may name:
 * nothing a person records is older than 1900, and a window past 2199 is a typo. Routes that
 * know today narrow further (treatment dates: up to today + 2 years; months: ±10 years).
 */
export const earliestDate = '1900-01-01';
export const latestDate = '2199-12-31';

export function isDateInRange(value: string): boolean {
  return isCalendarDate(value) && value >= earliestDate && value <= latestDate;
}

/**
 * A whole number with en-US thousands separators (10000 -> "10,000"), for messages built when
 * a contract loads. Not toLocaleString: the first call makes a number formatter, which on a
 * phone took ~60 ms of the dashboard's first load (Lighthouse, issue 15), for a comma.
 */
export function withThousands(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}

export const dateInvalidMessage = 'Please enter a valid date (YYYY-MM-DD)';

/** A calendar date (YYYY-MM-DD) between 1900 and 2199, in requests and replies. */
export const calendarDateSchema = z
  .string({ error: dateInvalidMessage })
  .check(z.refine(isDateInRange, dateInvalidMessage));

/** An instant as the API answers it (ISO 8601). */
export const instantSchema = z.string();

/** A row's id: a UUID the server made. */
export const idSchema = z.uuid();

/** An inclusive window of calendar dates. */
export const dateWindowSchema = z.object({
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
});

/** A query's optional startDate and endDate in order; the message sits on endDate. */
export const datesInOrder = () =>
  z.refine<{ startDate?: string | undefined; endDate?: string | undefined }>(
    (q) => !q.startDate || !q.endDate || q.startDate <= q.endDate,
    { message: 'startDate must not be after endDate', path: ['endDate'] },
  );

/** A `limit` query value: a whole number from 1 to `max`, `fallback` when absent, one message. */
export const queryLimit = (max: number, fallback: number, message: string) =>
  z._default(
    z.coerce
      .number({ error: message })
      .check(z.int(message), z.gte(1, message), z.lte(max, message)),
    fallback,
  );

/** A page of a list: limit/offset on the way in, the total on the way out. */
export const pageQueryFields = {
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)), 0),
};

/**
 * Characters a name or short label never needs and that make text lie or break: C0 and C1
 * controls (NUL, BEL, newlines), bidirectional overrides and isolates (U+202E shows text
 * reversed), and lone surrogates (not text at all).
 */
const unsafeCharacters =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const unsafeTextMessage = 'Please remove control or direction characters';

export function isPlainText(value: string): boolean {
  return !unsafeCharacters.test(value);
}

/** An ETag as HTTP writes one: optionally weak, then a quoted string of visible characters. */
const etagPattern = /^(W\/)?"[\x21\x23-\x7e]*"$/;

export function isEtag(value: string): boolean {
  return value.length <= 200 && etagPattern.test(value);
}

/** A required line of plain text: trimmed, 1 to `max` characters, no markup. */
export const plainTextSchema = (max: number, message: string) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, message),
      z.refine(isPlainText, unsafeTextMessage),
    );
