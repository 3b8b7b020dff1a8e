import { describe, expect, it } from 'vitest';
import { formatDateRange } from './date-range';
import {
  dateText,
  doseText,
  instantText,
  intervalText,
  painText,
  routeText,
  scoreText,
  siteText,
} from './report-format';

describe('provider report words', () => {
  it("writes '—' for anything not recorded", () => {
    expect(doseText(null, null)).toBe('—');
    expect(painText(null)).toBe('—');
    expect(siteText(null)).toBe('—');
    expect(routeText(null)).toBe('—');
    expect(dateText(null)).toBe('—');
    expect(scoreText(null)).toBe('—');
  });

  it('writes doses, pain, sites, routes, intervals and scores', () => {
    expect(doseText(0.5, 'mL')).toBe('0.5 mL');
    expect(painText(3)).toBe('3/10');
    expect(siteText('right-glute')).toBe('Right glute');
    expect(routeText('SubQ')).toBe('Subcutaneous (SubQ)');
    expect(intervalText(7)).toBe('Every 7 days (weekly)');
    expect(intervalText(10)).toBe('Every 10 days');
    expect(scoreText(3.456)).toBe('3.5 / 5');
    expect(dateText('1996-04-12')).toBe('Apr 12, 1996');
  });

  it("shows the generated-at instant in the person's zone, not the machine's", () => {
    // 02:30 UTC on May 12 is still the evening of May 11 in Chicago (UTC-5 in May).
    expect(instantText('2026-05-12T02:30:00.000Z', 'America/Chicago')).toBe(
      'May 11, 2026 at 9:30 PM (America/Chicago)',
    );
    expect(instantText('2026-05-12T02:30:00.000Z', 'Asia/Tokyo')).toBe(
      'May 12, 2026 at 11:30 AM (Asia/Tokyo)',
    );
  });

  it('writes a date range, with both years when it crosses one', () => {
    expect(formatDateRange('2026-04-12', '2026-05-11')).toBe('Apr 12 – May 11, 2026');
    expect(formatDateRange('2025-12-20', '2026-01-18')).toBe('Dec 20, 2025 – Jan 18, 2026');
  });
});
