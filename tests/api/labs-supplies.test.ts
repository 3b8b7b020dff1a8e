import { describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '../../api/src/domain/calendar-dates.js';
import { treatmentApi } from '../support/treatment-api.js';

const api = treatmentApi({ start: '2026-11-21T15:00:00Z' });
const { clock, zone, today, call, at } = api;

const dose = (takenAt: string) => ({
  takenAt,
  doseAmount: 0.5,
  doseUnit: 'mL',
  site: 'left-thigh',
  route: 'IM',
});
const draw = (drawnAt: string, testosterone = 650, extra: object[] = []) => ({
  drawnAt,
  results: [{ marker: 'testosterone', value: testosterone, unit: 'ng/dL' }, ...extra],
});

describe('/api/labs', () => {
  it('creates, reads, lists, updates and deletes a draw with range flags and cycle place', async () => {
    const a = await api.onPlan(28);
    expect((await call(a, 'POST', '/api/injections', dose(at(addDays(today(), -4))))).status).toBe(
      201,
    );

    const created = await call(
      a,
      'POST',
      '/api/labs',
      draw(at(addDays(today(), -1)), 700, [
        { marker: 'hematocrit', value: 50.4, unit: '%' },
        { marker: 'estradiol', value: 190, unit: 'pmol/L' },
        { marker: 'vitamin-d', label: 'Vitamin D', value: 31, unit: 'ng/mL' },
      ]),
    );
    expect(created.status).toBe(201);
    const { draw: saved } = await created.json();
    expect(saved.cyclePlace).toBe('mid'); // 3 days after a weekly dose
    expect(saved.daysSinceDose).toBe(3);
    const flags = Object.fromEntries(
      saved.results.map((r: { marker: string; flag: string | null }) => [r.marker, r.flag]),
    );
    expect(flags).toEqual({
      testosterone: 'in-range',
      hematocrit: 'in-range',
      estradiol: 'high',
      'vitamin-d': null,
    });

    const one = await call(a, 'GET', `/api/labs/${saved.id}`);
    expect(one.status).toBe(200);
    const list = await (await call(a, 'GET', '/api/labs')).json();
    expect(list.draws).toHaveLength(1);
    expect(list.hematocrit).toMatchObject({ percent: 50.4, level: 'normal', notice: null });
    // Last draw 20 Nov, treatment started 24 Oct: within the first year, 3 months later.
    expect(list.nextDrawDue).toBe('2027-02-20');

    const updated = await call(a, 'PUT', `/api/labs/${saved.id}`, draw(saved.drawnAt, 380), {
      'if-match': saved.etag,
    });
    expect(updated.status).toBe(200);
    expect((await updated.json()).draw.results[0].flag).toBe('low');
    // The old ETag no longer matches: 409.
    const stale = await call(a, 'PUT', `/api/labs/${saved.id}`, draw(saved.drawnAt, 500), {
      'if-match': saved.etag,
    });
    expect(stale.status).toBe(409);
    expect(
      (await call(a, 'DELETE', `/api/labs/${saved.id}`, undefined, { 'if-match': saved.etag }))
        .status,
    ).toBe(409);
    expect((await call(a, 'DELETE', `/api/labs/${saved.id}`)).status).toBe(204);
    expect((await call(a, 'GET', `/api/labs/${saved.id}`)).status).toBe(404);
    expect((await call(a, 'DELETE', `/api/labs/${saved.id}`)).status).toBe(404);
  });

  it('refuses bad draws with a clear 400 naming the field', async () => {
    const a = await api.person();
    const cases: [unknown, string][] = [
      [
        { drawnAt: 'yesterday', results: [{ marker: 'testosterone', value: 1, unit: 'ng/dL' }] },
        'drawnAt',
      ],
      [{ drawnAt: at(today(), 8), results: [] }, 'results'],
      [draw(at(today(), 8), -5), 'results.0.value'],
      [
        { drawnAt: at(today(), 8), results: [{ marker: 'testosterone', value: 5, unit: 'pg/mL' }] },
        'results.0.unit',
      ],
      [
        { drawnAt: at(today(), 8), results: [{ marker: 'Bad Marker!', value: 5, unit: 'x' }] },
        'results.0.marker',
      ],
      [
        { drawnAt: at(today(), 8), results: [{ marker: 'my-thing', value: 5, unit: 'x' }] },
        'results.0.label',
      ],
      [draw(at(addDays(today(), 3))), 'drawnAt'],
    ];
    for (const [body, field] of cases) {
      const res = await call(a, 'POST', '/api/labs', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.fields).toHaveProperty([field]);
    }
    expect((await call(a, 'POST', '/api/labs', '{not json')).status).toBe(400);
    expect((await call(a, 'GET', '/api/labs/level-curve?from=2026-13-01')).status).toBe(400);
  });

  it('keeps each person’s draws to themselves (404 for another user) and needs a session', async () => {
    const a = await api.person();
    const b = await api.person();
    const { draw: saved } = await (await call(a, 'POST', '/api/labs', draw(at(today(), 8)))).json();
    expect((await call(b, 'GET', `/api/labs/${saved.id}`)).status).toBe(404);
    expect((await call(b, 'PUT', `/api/labs/${saved.id}`, draw(at(today(), 8)))).status).toBe(404);
    expect((await call(b, 'DELETE', `/api/labs/${saved.id}`)).status).toBe(404);
    expect((await (await call(b, 'GET', '/api/labs')).json()).draws).toHaveLength(0);
    expect((await call(a, 'GET', '/api/labs/not-a-uuid')).status).toBe(404);
    expect((await api.harness().request('/api/labs')).status).toBe(401);
  });

  it('shows the hematocrit notice above 54 % and uses edited ranges', async () => {
    const a = await api.person();
    await call(a, 'POST', '/api/labs', {
      drawnAt: at(today(), 8),
      results: [{ marker: 'hematocrit', value: 54.5, unit: '%' }],
    });
    const list = await (await call(a, 'GET', '/api/labs')).json();
    expect(list.hematocrit.level).toBe('talk-to-provider');
    expect(list.hematocrit.notice.title).toBe('Talk to your provider soon');
    expect(list.hematocrit.notice.source).toMatch(/Endocrine Society/);

    const put = await call(a, 'PUT', '/api/labs/settings', {
      ranges: { hematocrit: { low: 38, high: 55, unit: '%' } },
      firstYearMonths: 3,
      laterMonths: 6,
    });
    expect(put.status).toBe(200);
    const { settings } = await put.json();
    const after = await (await call(a, 'GET', '/api/labs')).json();
    expect(after.draws[0].results[0].flag).toBe('in-range');
    const stale = await call(
      a,
      'PUT',
      '/api/labs/settings',
      { ranges: {} },
      { 'if-match': '"stale"' },
    );
    expect(stale.status).toBe(409);
    expect(
      (await call(a, 'PUT', '/api/labs/settings', { ranges: {} }, { 'if-match': settings.etag }))
        .status,
    ).toBe(200);
    expect(
      (
        await call(a, 'PUT', '/api/labs/settings', {
          ranges: { testosterone: { low: 800, high: 300, unit: 'ng/dL' } },
        })
      ).status,
    ).toBe(400);
  });

  it('estimates the level curve, scaled to the person’s testosterone results', async () => {
    const a = await api.onPlan(70);
    for (let d = 70; d >= 0; d -= 7) {
      clock.set(Date.parse(at(addDays(localDateOf(Date.parse('2026-11-21T15:00:00Z'), zone), -d))));
      expect(
        (await call(a, 'POST', '/api/injections', dose(at(addDays('2026-11-21', -d))))).status,
      ).toBe(201);
    }
    clock.set(Date.parse('2026-11-21T15:00:00Z'));
    const before = await (await call(a, 'GET', '/api/labs/level-curve')).json();
    expect(before.calibratedTo).toBe(0);
    expect(before.scale).toBe(1);
    expect(before.disclaimer).toBe(
      'An estimate for conversation with a provider, never a dosing instruction.',
    );
    expect(before.points.length).toBeGreaterThan(100);
    expect(before.peak.level).toBeGreaterThan(before.trough.level);
    const midLevel = before.points.find((p: { at: string }) => p.at >= at(addDays(today(), -4)))!;
    // A result 1.5 times the population estimate pulls the curve up by about that.
    await call(
      a,
      'POST',
      '/api/labs',
      draw(midLevel.at, Math.round(20 + 1.5 * (midLevel.level - 20))),
    );
    const after = await (await call(a, 'GET', '/api/labs/level-curve')).json();
    expect(after.calibratedTo).toBe(1);
    expect(after.scale).toBeGreaterThan(1.45);
    expect(after.scale).toBeLessThan(1.55);
    expect(after.labs[0]).toMatchObject({ cyclePlace: 'mid' });
    const p = after.points[after.points.length - 30];
    expect(p.low).toBeLessThan(p.level);
    expect(p.high).toBeGreaterThan(p.level);
  });
});

describe('/api/supplies', () => {
  const vial = {
    medication: 'Testosterone cypionate',
    concentrationMgPerMl: 200,
    volumeMl: 2,
    openedOn: '2026-11-01',
    expiresOn: '2027-06-30',
  };

  it('creates, updates and deletes vials and consumables with validation, isolation and ETags', async () => {
    const a = await api.person();
    const b = await api.person();
    const res = await call(a, 'POST', '/api/supplies/vials', vial);
    expect(res.status).toBe(201);
    const { vial: v } = await res.json();
    expect(v).toMatchObject({ volumeMl: 2, remainingMl: 2, openedOn: '2026-11-01' });
    expect((await call(b, 'GET', `/api/supplies/vials/${v.id}`)).status).toBe(404);
    expect((await call(b, 'DELETE', `/api/supplies/vials/${v.id}`)).status).toBe(404);
    const put = await call(
      a,
      'PUT',
      `/api/supplies/vials/${v.id}`,
      { ...vial, remainingMl: 1.5 },
      { 'if-match': v.etag },
    );
    expect(put.status).toBe(200);
    expect(
      (await call(a, 'PUT', `/api/supplies/vials/${v.id}`, vial, { 'if-match': v.etag })).status,
    ).toBe(409);

    for (const [body, field] of [
      [{ ...vial, volumeMl: 0 }, 'volumeMl'],
      [{ ...vial, concentrationMgPerMl: 'lots' }, 'concentrationMgPerMl'],
      [{ ...vial, remainingMl: 3 }, 'remainingMl'],
      [{ ...vial, expiresOn: '2026-10-01' }, 'expiresOn'],
      [{ ...vial, medication: '' }, 'medication'],
    ] as const) {
      const bad = await call(a, 'POST', '/api/supplies/vials', body);
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.fields).toHaveProperty([field]);
    }

    const item = await call(a, 'POST', '/api/supplies/consumables', {
      kind: 'needle',
      label: '25G needles',
      count: 10,
      perInjection: 2,
    });
    expect(item.status).toBe(201);
    const { consumable } = await item.json();
    expect(
      (
        await call(a, 'POST', '/api/supplies/consumables', {
          kind: 'spoon',
          label: 'x',
          count: 1,
          perInjection: 1,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(b, 'PUT', `/api/supplies/consumables/${consumable.id}`, {
          kind: 'needle',
          label: 'x',
          count: 1,
          perInjection: 1,
        })
      ).status,
    ).toBe(404);
    expect((await call(a, 'DELETE', `/api/supplies/consumables/${consumable.id}`)).status).toBe(
      204,
    );
    expect((await call(a, 'DELETE', `/api/supplies/consumables/${consumable.id}`)).status).toBe(
      404,
    );
    expect((await call(a, 'DELETE', `/api/supplies/vials/${v.id}`)).status).toBe(204);
    expect((await (await call(a, 'GET', '/api/supplies')).json()).vials).toHaveLength(0);
  });

  it('takes a logged dose from the open vial and forecasts "runs out in N days"', async () => {
    const a = await api.onPlan(7);
    await call(a, 'PUT', '/api/supplies/settings', {
      leadTimeDays: 5,
      warnDays: 14,
      deadSpaceMl: 0.1,
    });
    await call(a, 'POST', '/api/supplies/vials', vial);
    await call(a, 'POST', '/api/supplies/consumables', {
      kind: 'syringe',
      label: 'Syringes',
      count: 5,
      perInjection: 1,
    });

    expect((await call(a, 'POST', '/api/injections', dose(at(today(), 8)))).status).toBe(201);
    const { vials, consumables, forecast } = await (await call(a, 'GET', '/api/supplies')).json();
    expect(vials[0].remainingMl).toBeCloseTo(1.4, 6); // 2 - (0.5 + 0.1 dead space)
    expect(consumables[0].count).toBe(4);
    // 1.4 mL covers two more 0.6 mL doses (28 Nov, 5 Dec); 12 Dec is not covered.
    expect(forecast.medication).toMatchObject({
      dosesCovered: 2,
      runsOutOn: '2026-12-12',
      daysLeft: 21,
      orderBy: '2026-12-07',
      text: 'Runs out in 21 days',
      warn: false,
    });
    const { forecast: f2 } = await (await call(a, 'GET', '/api/supplies/forecast')).json();
    expect(f2.medication.text).toBe('Runs out in 21 days');
    expect(f2.consumables[0]).toMatchObject({ dosesCovered: 4, runsOutOn: '2026-12-26' });
  });

  it('appear in the export and are gone after erase', async () => {
    const a = await api.person();
    await call(a, 'POST', '/api/supplies/vials', vial);
    await call(a, 'POST', '/api/labs', draw(at(today(), 8)));
    const exported = await (await call(a, 'GET', '/api/account/export')).json();
    expect(exported.labs.draws).toHaveLength(1);
    expect(exported.supplies.vials).toHaveLength(1);
    expect((await call(a, 'DELETE', '/api/account', { password: a.password })).status).toBe(204);
    for (const table of ['labs', 'supplies'] as const) {
      const rows = (await api.harness().storage.table(table)).listEntities({
        queryOptions: { filter: `PartitionKey eq '${a.userId}'` },
      });
      let count = 0;
      for await (const _row of rows) count++;
      expect(count, table).toBe(0);
    }
  });
});
