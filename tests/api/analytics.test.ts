import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '../../api/src/domain/calendar-dates.js';
import { bearer, register, type Account } from '../support/accounts.js';
import { manualClock, startApi, type ApiHarness } from '../support/api.js';

// 10:30 UTC on 21 Nov is 23:30 on 21 Nov in Auckland (UTC+13) and 04:30 in Chicago.
const clock = manualClock(Date.parse('2026-11-21T10:30:00Z'));
let h: ApiHarness;

beforeAll(async () => {
  h = await startApi({ clock });
});
afterAll(async () => {
  await h.stop();
});

function call(account: Account, method: string, path: string, body?: unknown) {
  return h.request(path, {
    method,
    headers: { ...bearer(account.token), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
const get = async (a: Account, path: string) => {
  const res = await call(a, 'GET', path);
  expect(res.status, path).toBe(200);
  return res.json();
};

async function person(zone: string, startDaysAgo: number, injectedDaysAgo: number[]) {
  const a = await register(h, { timezone: zone });
  const today = localDateOf(clock.now(), zone);
  await call(a, 'PUT', '/api/prescription', {
    medication: 'Testosterone cypionate',
    doseAmount: 0.3,
    doseUnit: 'mL',
    intervalDays: 7,
    startDate: addDays(today, -startDaysAgo),
    route: 'IM',
  });
  for (const d of injectedDaysAgo) {
    // 21:00 local time: for Chicago (UTC-6) that is 03:00 UTC the next day.
    const date = addDays(today, -d);
    const res = await call(a, 'POST', '/api/injections', {
      takenAt: zone === 'America/Chicago' ? `${date}T21:00:00-06:00` : `${date}T21:00:00+13:00`,
      doseAmount: 0.3,
      doseUnit: 'mL',
      site: d % 2 ? 'left-glute' : 'right-thigh',
      painLevel: 3,
      notes: `dose ${d}`,
      confirmDoubleDose: true,
    });
    expect(res.status).toBe(201);
  }
  return { a, today };
}

describe('GET /api/analytics', () => {
  it('uses rolling windows ending today in the person’s zone (a non-UTC zone)', async () => {
    const { a, today } = await person('Pacific/Auckland', 60, [53, 46, 39, 32, 25, 18, 11, 4]);
    expect(today).toBe('2026-11-21');
    const byPeriod = { week: 7, month: 30, quarter: 90, year: 365 };
    for (const [period, days] of Object.entries(byPeriod)) {
      const data = await get(a, `/api/analytics?period=${period}`);
      expect(data).toMatchObject({
        period,
        startDate: addDays(today, -(days - 1)),
        endDate: today,
      });
      expect(data.series).toHaveLength(days);
    }
    const month = await get(a, '/api/analytics');
    expect(month.period).toBe('month');
    expect(month.hasPrescription).toBe(true);
    expect(month).toMatchObject({
      dosesScheduled: 4,
      dosesTaken: 4,
      adherenceRate: 100,
      onTimeRate: 100,
    });
    expect(month.siteCounts['left-glute'] + month.siteCounts['right-thigh']).toBe(4);
    expect(month.doseTiming).toHaveLength(4);
  });

  it('averages mood from check-ins and groups it by days since the last injection', async () => {
    const { a } = await person('America/Chicago', 20, [14, 7]);
    await call(a, 'POST', '/api/checkins', { mood: 2, energy: 2 });
    await call(a, 'POST', '/api/journal', { title: 'Today', content: 'Low-ish' });
    const data = await get(a, '/api/analytics?period=week');
    expect(data.moodAverage).toBe(2);
    expect(data.checkinCount).toBe(1);
    expect(data.journalCount).toBe(1);
    expect(data.moodByDaySinceInjection).toEqual([
      { daysSinceInjection: 7, moodAverage: 2, checkins: 1 },
    ]);
    expect(data.series.at(-1)).toMatchObject({ mood: 2, energy: 2, journal: 1 });
  });

  it('answers null rates when nothing was due, never 100', async () => {
    const a = await register(h, { timezone: 'America/Chicago' });
    const data = await get(a, '/api/analytics?period=week');
    expect(data).toMatchObject({
      adherenceRate: null,
      onTimeRate: null,
      dosesScheduled: 0,
      moodAverage: null,
    });
  });

  it('refuses a bad period', async () => {
    const a = await register(h);
    const res = await call(a, 'GET', '/api/analytics?period=decade');
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.period).toBeTruthy();
  });
});

describe('GET /api/analytics/adherence', () => {
  it("follows product.md's worked example: 4 due, 3 taken, 1 missed = 75%", async () => {
    const { a, today } = await person('America/Chicago', 27, [27, 20, 6]);
    const data = await get(
      a,
      `/api/analytics/adherence?startDate=${addDays(today, -27)}&endDate=${addDays(today, -1)}`,
    );
    expect(data).toMatchObject({ scheduled: 4, taken: 3, missed: 1, late: 0, adherenceRate: 75 });
    expect(data.doses.map((d: { status: string }) => d.status)).toEqual([
      'on-time',
      'on-time',
      'missed',
      'on-time',
    ]);
    expect(data.doses[0].takenAt).toBeTruthy();
    expect(data.doses[2].takenAt).toBeNull();
  });

  it('lists extra injections and counts none of them', async () => {
    const { a, today } = await person('America/Chicago', 14, [14, 12, 7]);
    const data = await get(
      a,
      `/api/analytics/adherence?startDate=${addDays(today, -14)}&endDate=${today}`,
    );
    expect(data.extra).toHaveLength(1);
    expect(data.taken).toBe(2);
  });

  it.each([
    ['startDate=2026-02-30', 'startDate'],
    ['startDate=2026-11-10&endDate=2026-11-01', 'endDate'],
    ['startDate=2000-01-01&endDate=2026-11-01', 'startDate'],
    ['endDate=tomorrow', 'endDate'],
  ])('refuses %s with a 400', async (query, field) => {
    const a = await register(h);
    const res = await call(a, 'GET', `/api/analytics/adherence?${query}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields[field]).toBeTruthy();
  });
});

describe('GET /api/integration/provider-data', () => {
  it('gives the chosen name (the legal name only when turned on), doses with sites, pain and notes, adherence and mood', async () => {
    const { a } = await person('America/Chicago', 30, [28, 21, 14, 7]);
    await call(a, 'POST', '/api/checkins', { mood: 4 });
    const report = await get(a, '/api/integration/provider-data');
    expect(report.patient).toMatchObject({
      name: 'Teddy',
      dateOfBirth: '1995-06-15',
      pronouns: 'he/him',
    });
    expect(report.patient.legalName).toBeUndefined();
    expect(JSON.stringify(report)).not.toContain('Legalname');
    expect(report.prescription).toMatchObject({ dosage: '0.3mL', frequency: 'weekly' });
    expect(report.adherence).toMatchObject({ scheduled: 4, taken: 4, adherenceRate: 100 });
    // Newest first: today's dose is still upcoming, then the one taken a week ago.
    expect(report.doses[0]).toMatchObject({ status: 'upcoming', takenAt: null });
    expect(report.doses[1]).toMatchObject({
      status: 'on-time',
      site: expect.any(String),
      painLevel: 3,
      notes: 'dose 7',
    });
    expect(report.mood).toMatchObject({ average: 4, checkins: 1 });
    await call(a, 'PATCH', '/api/auth/me', { showLegalNameToProvider: true });
    const withLegal = await get(a, '/api/integration/provider-data');
    expect(withLegal.patient.legalName).toBe('Theo Legalname');
  });
});

describe('isolation', () => {
  it("never includes another person's doses", async () => {
    const { a } = await person('America/Chicago', 30, [28, 21]);
    const b = await register(h, { timezone: 'America/Chicago' });
    const data = await get(b, '/api/analytics?period=month');
    expect(data.dosesScheduled).toBe(0);
    expect(Object.values(data.siteCounts as Record<string, number>).every((n) => n === 0)).toBe(
      true,
    );
    const report = await get(b, '/api/integration/provider-data');
    expect(report.doses).toEqual([]);
    expect((await get(a, '/api/integration/provider-data')).doses.length).toBeGreaterThan(0);
    for (const path of [
      '/api/analytics',
      '/api/analytics/adherence',
      '/api/integration/provider-data',
    ]) {
      expect((await h.request(path)).status, path).toBe(401);
    }
  });
});
