import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-time-format';

describe('dateTimeFormat', () => {
  it('makes one formatter per locale and options and formats as Intl does', () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
    const first = dateTimeFormat('en-US', options);
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(first);
    expect(dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(first);
    expect(dateTimeFormat(undefined, options)).not.toBe(first);
    const at = Date.UTC(2026, 10, 27, 9, 30);
    expect(first.format(at)).toBe(new Intl.DateTimeFormat('en-US', options).format(at));
    expect(first.format(at)).toBe('Nov 27, 2026');
  });

  it('refuses a zone the browser does not know, as the constructor does', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });
});
