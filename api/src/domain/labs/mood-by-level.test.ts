import { describe, expect, it } from 'vitest';
import { moodByLevel } from './mood-by-level.js';

describe('mood and energy by estimated level', () => {
  it('averages by place in the cycle and by level band, leaving out days with no estimate', () => {
    const r = moodByLevel([
      { mood: 2, energy: 1, level: 350, place: 'trough' },
      { mood: 3, energy: null, level: 390, place: 'trough' },
      { mood: 4, energy: 4, level: 600, place: 'mid' },
      { mood: 5, energy: 5, level: 900, place: 'peak' },
      { mood: 1, energy: 1, level: null, place: null },
    ]);
    expect(r.byPlace).toEqual([
      { place: 'trough', mood: 2.5, energy: 1, checkins: 2 },
      { place: 'mid', mood: 4, energy: 4, checkins: 1 },
      { place: 'peak', mood: 5, energy: 5, checkins: 1 },
    ]);
    expect(r.troughVsOther).toEqual({
      trough: { mood: 2.5, energy: 1, checkins: 2 },
      other: { mood: 4.5, energy: 4.5, checkins: 2 },
    });
    expect(r.bands.map((b) => [b.band, b.checkins, b.mood])).toEqual([
      ['below-400', 2, 2.5],
      ['400-550', 0, null],
      ['550-700', 1, 4],
      ['above-700', 1, 5],
    ]);
  });

  it('puts a level on a band boundary in the upper band', () => {
    const r = moodByLevel([{ mood: 3, energy: 3, level: 400, place: 'mid' }]);
    expect(r.bands.find((b) => b.checkins === 1)?.band).toBe('400-550');
  });
});
