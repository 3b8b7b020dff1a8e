import { describe, expect, it } from 'vitest';
import {
  dosesAhead,
  forecastConsumable,
  forecastMedication,
  type ForecastInput,
} from './forecast.js';

const base: ForecastInput = {
  today: '2026-03-01',
  nextDue: '2026-03-02',
  segments: [{ effectiveFrom: '2025-01-01', intervalDays: 7, doseMl: 0.5 }],
  vials: [{ id: 'a', remainingMl: 2, opened: true }],
  consumables: [],
  deadSpaceMl: 0,
  leadTimeDays: 5,
};

describe('supply forecast', () => {
  it('runs out on the first dose the vial cannot cover', () => {
    // 2 mL covers four 0.5 mL doses: 2 Mar, 9, 16, 23; the fifth (30 Mar) is not covered.
    const f = forecastMedication(base);
    expect(f).toEqual({
      dosesCovered: 4,
      runsOutOn: '2026-03-30',
      daysLeft: 29,
      orderBy: '2026-03-25',
      warn: false,
    });
  });

  it('counts needle dead space with each dose', () => {
    // 0.5 + 0.07 = 0.57 mL a dose: 2 mL covers three doses (1.71 mL), not four.
    const f = forecastMedication({ ...base, deadSpaceMl: 0.07 });
    expect(f.dosesCovered).toBe(3);
    expect(f.runsOutOn).toBe('2026-03-23');
  });

  it('follows an interval change across the forecast', () => {
    const segments = [
      { effectiveFrom: '2025-01-01', intervalDays: 7, doseMl: 0.5 },
      { effectiveFrom: '2026-03-10', intervalDays: 14, doseMl: 1 },
    ];
    expect(dosesAhead('2026-03-02', '2026-04-30', segments).map((d) => d.date)).toEqual([
      '2026-03-02',
      '2026-03-09', // the weekly interval is still in force on 9 March
      '2026-03-23', // from 10 March every 14 days
      '2026-04-06',
      '2026-04-20',
    ]);
    // 0.5 + 0.5 + 1 = 2 mL covers three doses; 6 April's 1 mL is not covered.
    const f = forecastMedication({ ...base, segments });
    expect(f).toMatchObject({ dosesCovered: 3, runsOutOn: '2026-04-06', daysLeft: 36 });
  });

  it('moves on to unopened vials by expiry and skips expired ones', () => {
    const vials = [
      { id: 'late', remainingMl: 1, opened: false, expiry: '2027-01-01' },
      { id: 'old', remainingMl: 5, opened: false, expiry: '2026-03-10' },
      { id: 'open', remainingMl: 0.5, opened: true },
    ];
    // open covers 2 Mar, old covers 9 Mar, expires before 16 Mar; late covers 16 and 23 Mar.
    const f = forecastMedication({ ...base, vials });
    expect(f.dosesCovered).toBe(4);
    expect(f.runsOutOn).toBe('2026-03-30');
  });

  it('warns from 14 days before running out, or once the order-by day has come', () => {
    expect(forecastMedication({ ...base, today: '2026-03-16' }).warn).toBe(true); // 14 days left
    expect(forecastMedication({ ...base, today: '2026-03-15' }).warn).toBe(false);
    expect(forecastMedication({ ...base, today: '2026-03-15', leadTimeDays: 15 }).warn).toBe(true);
    expect(forecastMedication({ ...base, today: '2026-03-10', warnDays: 21 }).warn).toBe(true);
  });

  it('forecasts nothing without a next dose, and consumables by count', () => {
    expect(forecastMedication({ ...base, nextDue: null }).runsOutOn).toBeNull();
    const needles = forecastConsumable(base, { id: 'n', count: 5, perInjection: 2 });
    expect(needles).toMatchObject({ dosesCovered: 2, runsOutOn: '2026-03-16', daysLeft: 15 });
  });
});
