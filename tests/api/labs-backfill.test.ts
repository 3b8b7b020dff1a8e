import { describe, expect, it } from 'vitest';
import { addDays } from '../../api/src/domain/calendar-dates.js';
import type { Account } from '../support/accounts.js';
import { treatmentApi } from '../support/treatment-api.js';

const api = treatmentApi({ start: '2026-11-21T15:00:00Z' });
const { today, call } = api;

const backfill = (startDate: string, extra: object = {}) => ({
  startDate,
  intervalDays: 7,
  time: '08:30',
  doseAmount: 0.5,
  doseUnit: 'mL',
  site: 'left-glute',
  route: 'IM',
  ...extra,
});

const person = () => api.onPlan(35);

async function injectionDates(a: Account): Promise<string[]> {
  const page = (await (await call(a, 'GET', '/api/injections?limit=100')).json()) as {
    injections: { localDate: string }[];
  };
  return page.injections.map((i) => i.localDate).sort();
}

describe('POST /api/injections/backfill', () => {
  it('previews, then creates exactly the reviewed doses, skipping days already logged', async () => {
    const a = await person();
    const start = addDays(today(), -35);
    // A dose already logged a day after the second planned day: that day is skipped.
    const logged = await call(a, 'POST', '/api/injections', {
      takenAt: new Date(Date.parse(`${addDays(start, 8)}T15:00:00Z`)).toISOString(),
      doseAmount: 0.5,
      doseUnit: 'mL',
      site: 'left-thigh',
      route: 'IM',
    });
    expect(logged.status).toBe(201);
    const before = await injectionDates(a);

    const preview = await call(a, 'POST', '/api/injections/backfill/preview', backfill(start));
    expect(preview.status).toBe(200);
    const plan = (await preview.json()) as {
      doses: { date: string; takenAt: string }[];
      skipped: { date: string; reason: string; loggedOn: string | null }[];
      max: number;
    };
    expect(plan.doses.map((d) => d.date)).toEqual([
      start,
      addDays(start, 14),
      addDays(start, 21),
      addDays(start, 28),
      addDays(start, 35),
    ]);
    // 08:30 in Chicago (UTC-6 in November... and UTC-5 before 1 November).
    expect(new Date(plan.doses[0]!.takenAt).toISOString()).toBe(
      new Date(Date.parse(`${start}T13:30:00Z`)).toISOString(),
    );
    expect(plan.skipped).toEqual([
      { date: addDays(start, 7), reason: 'already-logged', loggedOn: addDays(start, 8) },
    ]);
    expect(plan.max).toBe(200);
    // A preview saves nothing.
    expect(await injectionDates(a)).toEqual(before);

    const created = await call(a, 'POST', '/api/injections/backfill', backfill(start));
    expect(created.status).toBe(201);
    const reply = (await created.json()) as { injections: { localDate: string; site: string }[] };
    expect(reply.injections.map((i) => i.localDate)).toEqual(plan.doses.map((d) => d.date));
    expect(reply.injections.every((i) => i.site === 'left-glute')).toBe(true);
    expect(await injectionDates(a)).toEqual([...before, ...plan.doses.map((d) => d.date)].sort());

    // Sent again: every day is logged now, nothing is added.
    const again = await call(a, 'POST', '/api/injections/backfill', backfill(start));
    expect(again.status).toBe(200);
    expect(((await again.json()) as { injections: unknown[] }).injections).toEqual([]);
    expect((await injectionDates(a)).length).toBe(before.length + plan.doses.length);
  });

  it('replays the first reply for a repeated Idempotency-Key', async () => {
    const a = await person();
    const body = backfill(addDays(today(), -20));
    const key = { 'idempotency-key': 'backfill-key-0001' };
    const first = await call(a, 'POST', '/api/injections/backfill', body, key);
    expect(first.status).toBe(201);
    const second = await call(a, 'POST', '/api/injections/backfill', body, key);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await injectionDates(a)).toHaveLength(3);
  });

  it("keeps each person's doses apart: another's log neither blocks nor receives a backfill", async () => {
    const a = await person();
    const b = await person();
    const start = addDays(today(), -14);
    await call(b, 'POST', '/api/injections', {
      takenAt: new Date(Date.parse(`${start}T15:00:00Z`)).toISOString(),
      doseAmount: 0.5,
      doseUnit: 'mL',
      site: 'left-thigh',
    });
    const res = await call(a, 'POST', '/api/injections/backfill', backfill(start));
    expect(res.status).toBe(201);
    expect(await injectionDates(a)).toEqual([start, addDays(start, 7), addDays(start, 14)]);
    expect(await injectionDates(b)).toEqual([start]);
    const anonymous = await api.harness().request('/api/injections/backfill', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(backfill(start)),
    });
    expect(anonymous.status).toBe(401);
  });

  it('refuses bad input with a clear 400, and more than 200 doses', async () => {
    const a = await person();
    const start = addDays(today(), -14);
    const cases: [object | string, string][] = [
      [backfill(start, { endDate: addDays(today(), 1) }), 'cannot be after today'],
      [backfill(start, { endDate: addDays(start, -1) }), 'must not be before'],
      [backfill(start, { intervalDays: 0 }), 'Interval'],
      [backfill(start, { intervalDays: 2.5 }), 'Interval'],
      [backfill(start, { time: '25:00' }), 'HH:mm'],
      [backfill(start, { doseAmount: -1 }), 'positive'],
      [backfill(start, { doseAmount: 9, doseUnit: 'mL' }), 'too large'],
      [backfill(start, { site: 'left-abdomen', route: 'IM' }), 'not used for IM'],
      [backfill('2026-02-30'), 'date'],
      [backfill(addDays(today(), -400), { intervalDays: 1 }), 'more than 200 doses'],
      ['{"startDate":', ''],
    ];
    for (const [body, message] of cases) {
      for (const path of ['/api/injections/backfill', '/api/injections/backfill/preview']) {
        const res = await call(a, 'POST', path, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(await res.text()).toContain(message);
      }
    }
    expect(await injectionDates(a)).toEqual([]);
  });

  it('earns no burst of XP for history: at most one daily task, as any backdated log', async () => {
    const a = await person();
    const xp = async () =>
      ((await (await call(a, 'GET', '/api/dashboard')).json()) as { stats: { xp: number } }).stats
        .xp;
    const before = await xp();
    const res = await call(a, 'POST', '/api/injections/backfill', backfill(addDays(today(), -28)));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { injections: unknown[] }).injections).toHaveLength(5);
    expect((await xp()) - before).toBeLessThanOrEqual(50);
  });
});

describe('what-if on the level curve', () => {
  it('answers the current schedule and the planned change beside it, saving nothing', async () => {
    const a = await person();
    await call(a, 'POST', '/api/injections/backfill', backfill(addDays(today(), -35)));
    const plain = (await (await call(a, 'GET', '/api/labs/level-curve')).json()) as {
      schedule: { doseMg: number; intervalDays: number };
      whatIf: unknown;
    };
    expect(plain.schedule).toEqual({ doseMg: 100, intervalDays: 7 });
    expect(plain.whatIf).toBeNull();

    const res = await call(a, 'GET', '/api/labs/level-curve?planDoseMg=50&planIntervalDays=3.5');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      disclaimer: string;
      whatIf: {
        current: { doseMg: number; intervalDays: number };
        planned: { doseMg: number; intervalDays: number };
        points: { at: string; current: number; planned: number }[];
        currentCycle: { peak: { level: number }; trough: { level: number } };
        plannedCycle: { peak: { level: number }; trough: { level: number } };
      };
    };
    expect(body.disclaimer).toContain('never a dosing instruction');
    expect(body.whatIf.current).toEqual({ doseMg: 100, intervalDays: 7 });
    expect(body.whatIf.planned).toEqual({ doseMg: 50, intervalDays: 3.5 });
    expect(body.whatIf.points.length).toBeGreaterThan(50);
    // Splitting the weekly amount: a higher trough and a lower peak.
    expect(body.whatIf.plannedCycle.trough.level).toBeGreaterThan(
      body.whatIf.currentCycle.trough.level,
    );
    expect(body.whatIf.plannedCycle.peak.level).toBeLessThan(body.whatIf.currentCycle.peak.level);
    // Nothing was saved: the prescription is as it was.
    const rx = (await (await call(a, 'GET', '/api/prescription')).json()) as {
      prescription: { doseAmount: number; intervalDays: number };
    };
    expect(rx.prescription).toMatchObject({ doseAmount: 0.5, intervalDays: 7 });

    for (const q of ['planDoseMg=0', 'planDoseMg=1e3', 'planDoseMg=abc', 'planIntervalDays=91']) {
      const bad = await call(a, 'GET', `/api/labs/level-curve?${q}`);
      expect(bad.status, q).toBe(400);
    }
    const nobody = await api.person();
    const none = await call(nobody, 'GET', '/api/labs/level-curve?planDoseMg=80');
    expect(none.status).toBe(400);
    expect(await none.text()).toContain('Set your prescription');
  });
});

describe('the provider report and the circle', () => {
  it('carries the lab table and the level chart, shared only under the provider-report scope', async () => {
    const a = await person();
    await call(a, 'POST', '/api/injections/backfill', backfill(addDays(today(), -35)));
    const drawnAt = (date: string, hour: number) =>
      new Date(Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`)).toISOString();
    await call(a, 'POST', '/api/labs', {
      drawnAt: drawnAt(addDays(today(), -30), 16),
      results: [{ marker: 'testosterone', value: 300, unit: 'ng/dL' }],
    });
    await call(a, 'POST', '/api/labs', {
      drawnAt: drawnAt(addDays(today(), -10), 16),
      results: [
        { marker: 'testosterone', value: 22.5, unit: 'nmol/L' },
        { marker: 'hematocrit', value: 55, unit: '%' },
      ],
    });
    const report = (await (await call(a, 'GET', '/api/integration/provider-data')).json()) as {
      labs: {
        latest: { marker: string; value: number; unit: string; flag: string | null }[];
        hematocrit: { notice: { title: string } | null };
        levelCurve: { points: unknown[]; labs: unknown[]; disclaimer: string };
      };
    };
    expect(report.labs.latest.map((r) => [r.marker, r.value, r.unit, r.flag])).toEqual([
      ['testosterone', 22.5, 'nmol/L', 'in-range'],
      ['hematocrit', 55, '%', 'high'],
    ]);
    expect(report.labs.hematocrit.notice?.title).toBeTruthy();
    expect(report.labs.levelCurve.points.length).toBeGreaterThan(50);
    expect(report.labs.levelCurve.labs).toHaveLength(2);
    expect(report.labs.levelCurve.disclaimer).toContain('estimate');

    const sup = await call(a, 'POST', '/api/circle/supporters', {
      name: 'Dr Lee',
      relationship: 'provider',
    });
    const supporterId = ((await sup.json()) as { supporter: { id: string } }).supporter.id;
    const shareOf = async (scopes: string[]) => {
      const res = await call(a, 'POST', '/api/circle/links', {
        supporterId,
        scopes,
        expiresInDays: 7,
      });
      const { token } = (await res.json()) as { token: string };
      return (await api.harness().request(`/api/share/${token}`)).json() as Promise<{
        providerReport?: { labs: { latest: { marker: string }[] } };
      }>;
    };
    const provider = await shareOf(['provider-report']);
    expect(provider.providerReport?.labs.latest.map((r) => r.marker)).toEqual([
      'testosterone',
      'hematocrit',
    ]);
    const mood = await shareOf(['mood-trend', 'doses-adherence']);
    expect(JSON.stringify(mood)).not.toContain('hematocrit');
  });
});

describe('analytics: mood and energy by estimated level', () => {
  it('reads each check-in with the estimated level of its day', async () => {
    const a = await person();
    await call(a, 'POST', '/api/injections/backfill', backfill(addDays(today(), -35)));
    expect((await call(a, 'POST', '/api/checkins', { mood: 4, energy: 3 })).status).toBe(201);
    const body = (await (await call(a, 'GET', '/api/analytics?period=month')).json()) as {
      moodByLevel: {
        byPlace: { place: string; mood: number | null; checkins: number }[];
        bands: { band: string; checkins: number }[];
        calibratedTo: number;
      };
    };
    // Today is the day of the sixth weekly dose (at 08:30, before noon): a peak day.
    expect(body.moodByLevel.byPlace).toEqual([
      { place: 'trough', mood: null, energy: null, checkins: 0 },
      { place: 'mid', mood: null, energy: null, checkins: 0 },
      { place: 'peak', mood: 4, energy: 3, checkins: 1 },
    ]);
    expect(body.moodByLevel.bands.reduce((n, b) => n + b.checkins, 0)).toBe(1);
    expect(body.moodByLevel.calibratedTo).toBe(0);
  });
});
