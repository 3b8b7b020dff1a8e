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
