import { describe, expect, it } from 'vitest';
import { allTimeZones, searchTimeZones, timeZoneLabel, utcOffsetLabel } from './time-zone-search';

const zones = [
  'America/Chicago',
  'America/New_York',
  'America/Argentina/Buenos_Aires',
  'Asia/Kolkata',
  'Europe/Berlin',
  'Europe/Busingen',
  'Pacific/Chuuk',
  'UTC',
];

describe('searchTimeZones', () => {
  it('an empty query lists every zone, the current and device zones suggested first', () => {
    const result = searchTimeZones(zones, '', { current: 'Europe/Berlin', device: 'Asia/Kolkata' });
    expect(result.suggested).toEqual([
      { zone: 'Europe/Berlin', reason: 'current' },
      { zone: 'Asia/Kolkata', reason: 'device' },
    ]);
    expect(result.matches).not.toContain('Europe/Berlin');
    expect(result.matches).toHaveLength(zones.length - 2);
  });

  it('suggests the device zone once when it is the current zone', () => {
    const result = searchTimeZones(zones, '', { current: 'UTC', device: 'UTC' });
    expect(result.suggested).toEqual([{ zone: 'UTC', reason: 'current' }]);
  });

  it('finds a city by any part, ignoring case, underscores and slashes', () => {
    expect(searchTimeZones(zones, 'new york').matches).toEqual(['America/New_York']);
    expect(searchTimeZones(zones, 'NEW_YORK').matches).toEqual(['America/New_York']);
    expect(searchTimeZones(zones, 'america/new').matches).toEqual(['America/New_York']);
    expect(searchTimeZones(zones, 'buenos').matches).toEqual(['America/Argentina/Buenos_Aires']);
    expect(searchTimeZones(zones, 'argentina').matches).toEqual(['America/Argentina/Buenos_Aires']);
  });

  it('ranks zones whose city starts with the query first', () => {
    // 'bu' starts Busingen and Buenos Aires (cities) before anything else that holds it.
    const result = searchTimeZones(zones, 'bu');
    expect(result.matches.slice(0, 2).sort()).toEqual([
      'America/Argentina/Buenos_Aires',
      'Europe/Busingen',
    ]);
    expect(searchTimeZones(zones, 'ch').matches[0]).toBe('America/Chicago');
  });

  it('every word must match; nothing matches nonsense', () => {
    expect(searchTimeZones(zones, 'europe berlin').matches).toEqual(['Europe/Berlin']);
    const none = searchTimeZones(zones, 'atlantis', { current: 'UTC', device: 'Europe/Berlin' });
    expect(none).toEqual({ suggested: [], matches: [], more: 0 });
  });

  it('filters the suggestions too', () => {
    const result = searchTimeZones(zones, 'chi', { current: 'America/Chicago', device: 'UTC' });
    expect(result.suggested).toEqual([{ zone: 'America/Chicago', reason: 'current' }]);
    expect(result.matches).toEqual([]);
  });

  it('caps the list and says how many more match', () => {
    const result = searchTimeZones(zones, 'a', { limit: 3 });
    expect(result.matches).toHaveLength(3);
    expect(result.more).toBe(zones.filter((z) => z.toLowerCase().includes('a')).length - 3);
  });
});

describe('zone labels', () => {
  it('reads a zone city first', () => {
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe(
      'Buenos Aires, Argentina, America',
    );
    expect(timeZoneLabel('UTC')).toBe('UTC');
  });

  it("uses Intl's offset name", () => {
    expect(utcOffsetLabel('UTC')).toBe('UTC');
    expect(utcOffsetLabel('Asia/Kolkata')).toBe('UTC+05:30');
    expect(utcOffsetLabel('America/Chicago', new Date('2026-01-15T12:00:00Z'))).toBe('UTC-06:00');
  });

  it('lists the browser’s zones with UTC', () => {
    const all = allTimeZones();
    expect(all).toContain('UTC');
    expect(all).toContain('America/Chicago');
    expect(new Set(all).size).toBe(all.length);
  });
});
