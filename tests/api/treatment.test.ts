import { describe, expect, it } from 'vitest';
import { siteNotForRoute, treatmentMessages } from '../../api/src/contracts/treatment.js';
import { addDays } from '../../api/src/domain/calendar-dates.js';
import { register } from '../support/accounts.js';
import { treatmentApi } from '../support/treatment-api.js';

// 15:00 UTC is 09:00 in Chicago: "today" is the same calendar date in both.
const api = treatmentApi({ start: '2026-11-21T15:00:00Z', doseAmount: 0.3 });
const { clock, zone, today, call, at, weekly } = api;

const dose = (takenAt: string, extra: Record<string, unknown> = {}) => ({
  takenAt,
  doseAmount: 0.3,
  doseUnit: 'mL',
  site: 'left-thigh',
  route: 'IM',
  painLevel: 2,
  notes: 'Felt fine',
  ...extra,
});

describe('prescription', () => {
  it('is 404 before one is set, then answers the computed fields', async () => {
    const a = await api.person();
    expect((await call(a, 'GET', '/api/prescription')).status).toBe(404);
    const put = await call(a, 'PUT', '/api/prescription', weekly(addDays(today(), -60)));
    expect(put.status).toBe(200);
    const { prescription } = await put.json();
    expect(prescription).toMatchObject({
      medication: 'Testosterone cypionate',
      dosage: '0.3mL',
      frequency: 'weekly',
      intervalDays: 7,
      suggestedSite: 'left-thigh',
      paused: false,
    });
    // No injection in 60 days: the first dose (60 days ago) is the first neither taken nor missed? No:
    // untaken doses are missed once their window closes, so the next is the one whose window is open.
    expect(prescription.isOverdue).toBe(
      typeof prescription.daysUntilNext === 'number' && prescription.daysUntilNext < 0,
    );
  });

  it("follows product.md's first worked example: next due in 2 days", async () => {
    const a = await api.onPlan(60);
    const res = await call(a, 'POST', '/api/injections', dose(at(addDays(today(), -5))));
    expect(res.status).toBe(201);
    const { prescription } = await (await call(a, 'GET', '/api/prescription')).json();
    expect(prescription).toMatchObject({
      nextInjectionDate: addDays(today(), 2),
      daysUntilNext: 2,
      isOverdue: false,
      urgency: { level: 'soon', text: '2 days remaining' },
      suggestedSite: 'right-thigh',
    });
    expect(prescription.weeklyProgress).toBeCloseTo(5 / 7);
  });

  it('keeps history when it changes from a date, and validates', async () => {
    const a = await api.onPlan(30);
    const changed = await call(a, 'PUT', '/api/prescription', {
      ...weekly(addDays(today(), -30)),
      intervalDays: 10,
      doseAmount: 0.4,
      effectiveFrom: today(),
    });
    const { prescription } = await changed.json();
    expect(prescription).toMatchObject({ frequency: 'every 10 days', dosage: '0.4mL' });
    expect(prescription.history).toHaveLength(2);
    for (const [body, field] of [
      [{ ...weekly(today()), intervalDays: 0 }, 'intervalDays'],
      [{ ...weekly(today()), doseAmount: -1 }, 'doseAmount'],
      [{ ...weekly(today()), doseAmount: 50, doseUnit: 'mL' }, 'doseAmount'],
      [{ ...weekly(today()), startDate: '2026-02-30' }, 'startDate'],
      [{ ...weekly(today()), route: 'oral' }, 'route'],
      [{ ...weekly(today()), medication: '' }, 'medication'],
    ] as const) {
      const res = await call(a, 'PUT', '/api/prescription', body);
      expect(res.status, field).toBe(400);
      expect((await res.json()).error.fields[field], field).toBeTruthy();
    }
  });

  it('pauses and resumes: nothing is due while paused', async () => {
    const a = await api.onPlan(14);
    const paused = await (
      await call(a, 'POST', '/api/prescription/pause', { from: addDays(today(), -3) })
    ).json();
    expect(paused.prescription.paused).toBe(true);
    expect(paused.prescription.nextInjectionDate).toBeNull();
    expect((await call(a, 'POST', '/api/prescription/pause')).status).toBe(409);
    const resumed = await (await call(a, 'POST', '/api/prescription/resume')).json();
    expect(resumed.prescription.paused).toBe(false);
    expect(resumed.prescription.nextInjectionDate).not.toBeNull();
    expect((await call(a, 'POST', '/api/prescription/resume', '{bad json')).status).toBe(400);
  });
});

describe('injections', () => {
  it('creates, reads, lists newest first with a total, updates and deletes', async () => {
    const a = await api.person();
    const ids: string[] = [];
    for (const daysAgo of [21, 14, 7]) {
      const res = await call(
        a,
        'POST',
        '/api/injections',
        dose(at(addDays(today(), -daysAgo)), { site: 'right-glute' }),
      );
      expect(res.status).toBe(201);
      const { injection } = await res.json();
      expect(injection).toMatchObject({
        localDate: addDays(today(), -daysAgo),
        timezone: zone,
        site: 'right-glute',
        painLevel: 2,
      });
      ids.push(injection.id);
    }
    const list = await (await call(a, 'GET', '/api/injections?limit=2')).json();
    expect(list.total).toBe(3);
    expect(list.injections.map((i: { id: string }) => i.id)).toEqual([ids[2], ids[1]]);
    const page2 = await (await call(a, 'GET', '/api/injections?limit=2&offset=2')).json();
    expect(page2.injections.map((i: { id: string }) => i.id)).toEqual([ids[0]]);

    const got = await (await call(a, 'GET', `/api/injections/${ids[0]}`)).json();
    const moved = await call(
      a,
      'PUT',
      `/api/injections/${ids[0]}`,
      dose(at(addDays(today(), -22)), { notes: 'Moved a day' }),
      {
        'if-match': got.injection.etag,
      },
    );
    expect(moved.status).toBe(200);
    expect((await moved.json()).injection).toMatchObject({
      id: ids[0],
      localDate: addDays(today(), -22),
      notes: 'Moved a day',
    });
    expect((await call(a, 'DELETE', `/api/injections/${ids[0]}`)).status).toBe(204);
    expect((await call(a, 'GET', `/api/injections/${ids[0]}`)).status).toBe(404);
    expect((await call(a, 'DELETE', `/api/injections/${ids[0]}`)).status).toBe(404);
    expect((await (await call(a, 'GET', '/api/injections')).json()).total).toBe(2);
  });

  it('answers window queries by local date at month edges in a non-UTC zone', async () => {
    const a = await register(api.harness(), { timezone: 'Pacific/Auckland' });
    // 31 Oct 12:30 UTC is 1 Nov 01:30 in Auckland (UTC+13): a November dose.
    const created = await call(a, 'POST', '/api/injections', dose('2026-10-31T12:30:00Z'));
    expect((await created.json()).injection.localDate).toBe('2026-11-01');
    // 31 Oct 10:30 UTC is 31 Oct 23:30 local; 30 Sep 11:30 UTC is 1 Oct 00:30 local (NZDT).
    await call(a, 'POST', '/api/injections', dose('2026-10-31T10:30:00Z'));
    await call(a, 'POST', '/api/injections', dose('2026-09-30T11:30:00Z'));
    const list = async (start: string, end: string) =>
      (
        await (await call(a, 'GET', `/api/injections?startDate=${start}&endDate=${end}`)).json()
      ).injections.map((i: { localDate: string }) => i.localDate);
    expect(await list('2026-11-01', '2026-11-30')).toEqual(['2026-11-01']);
    expect(await list('2026-10-01', '2026-10-31')).toEqual(['2026-10-31', '2026-10-01']);
    expect(await list('2026-09-01', '2026-09-30')).toEqual([]);
    const one = await (
      await call(a, 'GET', '/api/injections?startDate=2026-11-01&endDate=2026-11-01')
    ).json();
    expect(one.total).toBe(1);
  });

  it('pages a long history in storage: totals and pages agree at every offset', async () => {
    const a = await api.onPlan(200);
    for (let i = 0; i < 25; i++) {
      const res = await call(
        a,
        'POST',
        '/api/injections',
        dose(at(addDays(today(), -7 * i)), { confirmDoubleDose: true }),
      );
      expect(res.status).toBe(201);
    }
    const all = await (await call(a, 'GET', '/api/injections?limit=200')).json();
    expect(all.total).toBe(25);
    const dates = all.injections.map((i: { localDate: string }) => i.localDate);
    for (const [offset, limit] of [
      [0, 1],
      [3, 5],
      [20, 10],
      [24, 1],
      [25, 5],
    ] as const) {
      const page = await (
        await call(a, 'GET', `/api/injections?limit=${limit}&offset=${offset}`)
      ).json();
      expect(page.total, `${offset}/${limit}`).toBe(25);
      expect(page.injections.map((i: { localDate: string }) => i.localDate)).toEqual(
        dates.slice(offset, offset + limit),
      );
    }
  });

  it('refuses a double dose with 409 and daysSince, and saves it when confirmed', async () => {
    const a = await api.onPlan(30);
    await call(a, 'POST', '/api/injections', dose(at(addDays(today(), -2))));
    const refused = await call(a, 'POST', '/api/injections', dose(at(today())));
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({
      code: 'double_dose',
      daysSince: 2,
      message: 'You logged a dose 2 days ago. Log another?',
    });
    expect((await (await call(a, 'GET', '/api/injections')).json()).total).toBe(1);
    const confirmed = await call(
      a,
      'POST',
      '/api/injections',
      dose(at(today()), { confirmDoubleDose: true }),
    );
    expect(confirmed.status).toBe(201);
    // A second dose the same day says "today", never "0 days ago".
    const sameDay = await call(a, 'POST', '/api/injections', dose(at(today())));
    expect((await sameDay.json()).error).toMatchObject({
      code: 'double_dose',
      daysSince: 0,
      message: 'You logged a dose today. Log another?',
    });
    // Half an interval later (4 days for weekly) is not a double dose.
    const b = await api.onPlan(30);
    await call(b, 'POST', '/api/injections', dose(at(addDays(today(), -4))));
    expect((await call(b, 'POST', '/api/injections', dose(at(today())))).status).toBe(201);
  });

  it('refuses a stale ETag with 409', async () => {
    const a = await api.person();
    const { injection } = await (
      await call(a, 'POST', '/api/injections', dose(at(addDays(today(), -1))))
    ).json();
    const first = await call(
      a,
      'PUT',
      `/api/injections/${injection.id}`,
      dose(injection.takenAt, { painLevel: 5 }),
      { 'if-match': injection.etag },
    );
    expect(first.status).toBe(200);
    const stale = await call(
      a,
      'PUT',
      `/api/injections/${injection.id}`,
      dose(injection.takenAt, { painLevel: 6 }),
      { 'if-match': injection.etag },
    );
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe('conflict');
  });

  it.each([
    [{ site: 'left-ear' }, 'site', treatmentMessages.siteRequired],
    [{ painLevel: 11 }, 'painLevel', treatmentMessages.painInvalid],
    [{ painLevel: 2.5 }, 'painLevel', treatmentMessages.painInvalid],
    [{ doseAmount: 0 }, 'doseAmount', treatmentMessages.doseRequired],
    [{ doseAmount: 9, doseUnit: 'mL' }, 'doseAmount', treatmentMessages.doseTooLarge],
    [{ doseUnit: 'cc' }, 'doseUnit', treatmentMessages.unitRequired],
    [{ takenAt: '2026-11-21 10:00' }, 'takenAt', treatmentMessages.takenAtInvalid],
    [{ takenAt: '2026-11-25T10:00:00Z' }, 'takenAt', treatmentMessages.takenAtFuture],
    [{ notes: 'x'.repeat(2001) }, 'notes', treatmentMessages.notesTooLong],
  ])('rejects %j with a 400 naming %s', async (overrides, field, message) => {
    const a = await api.person();
    const res = await call(a, 'POST', '/api/injections', dose(at(today()), overrides));
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields[field]).toBe(message);
    expect((await (await call(a, 'GET', '/api/injections')).json()).total).toBe(0);
  });

  it('rejects bad list queries and malformed JSON', async () => {
    const a = await api.person();
    expect((await call(a, 'GET', '/api/injections?limit=500')).status).toBe(400);
    expect((await call(a, 'GET', '/api/injections?startDate=2026-13-01')).status).toBe(400);
    expect(
      (await call(a, 'GET', '/api/injections?startDate=2026-11-10&endDate=2026-11-01')).status,
    ).toBe(400);
    expect((await call(a, 'POST', '/api/injections', '{"takenAt":')).status).toBe(400);
    for (const bad of ['a%23b', 'a%2Fb', 'not-a-uuid', '..']) {
      expect((await call(a, 'GET', `/api/injections/${bad}`)).status, bad).toBe(404);
    }
  });
});

describe('rules the log form also checks, enforced by the server', () => {
  it('refuses a site that does not suit the route (SubQ in a deltoid) on create and edit', async () => {
    const a = await api.person();
    for (const [site, route] of [
      ['left-deltoid', 'SubQ'],
      ['right-glute', 'SubQ'],
      ['left-abdomen', 'IM'],
    ] as const) {
      const res = await call(a, 'POST', '/api/injections', dose(at(today()), { site, route }));
      expect(res.status, `${site} ${route}`).toBe(400);
      expect((await res.json()).error.fields.site).toBe(siteNotForRoute(route));
    }
    expect((await (await call(a, 'GET', '/api/injections')).json()).total).toBe(0);
    // The same sites with a route they suit, or with no route, are logged.
    const ok = await call(
      a,
      'POST',
      '/api/injections',
      dose(at(addDays(today(), -14)), {
        site: 'left-deltoid',
        route: 'IM',
      }),
    );
    expect(ok.status).toBe(201);
    const { injection } = await ok.json();
    const noRoute = dose(at(addDays(today(), -7)), { site: 'left-abdomen' });
    delete (noRoute as { route?: string }).route;
    expect((await call(a, 'POST', '/api/injections', noRoute)).status).toBe(201);
    const edit = await call(a, 'PUT', `/api/injections/${injection.id}`, {
      ...dose(injection.takenAt, { site: 'left-deltoid', route: 'SubQ' }),
    });
    expect(edit.status).toBe(400);
    expect((await edit.json()).error.fields.site).toBe(siteNotForRoute('SubQ'));
  });

  it('accepts a dose up to a day ahead and refuses one further ahead, on create and edit', async () => {
    const a = await api.person();
    const ahead = (ms: number) => new Date(clock.now() + ms).toISOString();
    const near = await call(a, 'POST', '/api/injections', dose(ahead(23 * 3600_000)));
    expect(near.status).toBe(201);
    const { injection } = await near.json();
    const far = await call(a, 'POST', '/api/injections', dose(ahead(25 * 3600_000)));
    expect(far.status).toBe(400);
    expect((await far.json()).error.fields.takenAt).toBe(treatmentMessages.takenAtFuture);
    const edit = await call(
      a,
      'PUT',
      `/api/injections/${injection.id}`,
      dose(ahead(3 * 86_400_000), { confirmDoubleDose: true }),
    );
    expect(edit.status).toBe(400);
    expect((await edit.json()).error.fields.takenAt).toBe(treatmentMessages.takenAtFuture);
    expect((await (await call(a, 'GET', '/api/injections')).json()).total).toBe(1);
  });
});

describe('isolation', () => {
  it("never shows or changes another person's prescription or injections", async () => {
    const a = await api.person();
    const b = await api.person();
    await call(a, 'PUT', '/api/prescription', weekly(addDays(today(), -30)));
    const { injection } = await (
      await call(a, 'POST', '/api/injections', dose(at(addDays(today(), -1))))
    ).json();
    expect((await call(b, 'GET', '/api/prescription')).status).toBe(404);
    expect((await (await call(b, 'GET', '/api/injections')).json()).total).toBe(0);
    expect((await call(b, 'GET', `/api/injections/${injection.id}`)).status).toBe(404);
    expect(
      (await call(b, 'PUT', `/api/injections/${injection.id}`, dose(at(today())))).status,
    ).toBe(404);
    expect((await call(b, 'DELETE', `/api/injections/${injection.id}`)).status).toBe(404);
    expect((await call(a, 'GET', `/api/injections/${injection.id}`)).status).toBe(200);
    for (const [method, path] of [
      ['GET', '/api/prescription'],
      ['PUT', '/api/prescription'],
      ['POST', '/api/prescription/pause'],
      ['GET', '/api/injections'],
      ['POST', '/api/injections'],
      ['GET', `/api/injections/${injection.id}`],
      ['PUT', `/api/injections/${injection.id}`],
      ['DELETE', `/api/injections/${injection.id}`],
    ] as const) {
      expect((await api.harness().request(path, { method })).status, `${method} ${path}`).toBe(401);
    }
  });
});
