import { describe, expect, it } from 'vitest';
import { addDays } from '../../api/src/domain/calendar-dates.js';
import { treatmentApi } from '../support/treatment-api.js';

/**
 * The prescription the dashboard, analytics, the provider report and the coach see comes from
 * the one loader (services/treatment-state.ts): each request reads the plan and the injections
 * exactly once (one range query per table, counted), and every reader shows the same schedule.
 */
// 15:00 UTC is 09:00 in Chicago.
const api = treatmentApi({ start: '2026-10-01T15:00:00Z', counting: true });
const { clock, today, call } = api;

/** The calls a request made on one table, by method. */
const on = (calls: string[], table: string) => calls.filter((c) => c.endsWith(` ${table}`));

describe('one treatment loader', () => {
  it('gives the dashboard, analytics, the report and the coach one read of the plan and injections each', async () => {
    const a = await api.person();
    const put = await call(a, 'PUT', '/api/prescription', {
      medication: 'Testosterone cypionate',
      doseAmount: 0.5,
      doseUnit: 'mL',
      intervalDays: 7,
      startDate: addDays(today(), -12),
      route: 'IM',
    });
    expect(put.status).toBe(200);
    const logged = await call(a, 'POST', '/api/injections', {
      takenAt: new Date(clock.now() - 5 * 86_400_000).toISOString(),
      doseAmount: 0.5,
      doseUnit: 'mL',
      site: 'left-glute',
      route: 'IM',
    });
    expect(logged.status).toBe(201);
    const { prescription } = await (await call(a, 'GET', '/api/prescription')).json();

    const readers: [string, string, unknown?][] = [
      ['GET', '/api/prescription'],
      ['GET', '/api/dashboard'],
      ['GET', '/api/analytics?period=month'],
      ['GET', '/api/analytics/adherence'],
      ['GET', '/api/integration/provider-data'],
      ['POST', '/api/ai/chat', { message: 'When is my next shot?' }],
    ];
    const replies: Record<string, Record<string, unknown>> = {};
    for (const [method, path, body] of readers) {
      api.counter().reset();
      const res = await call(a, method, path, body);
      expect(res.status, path).toBe(200);
      replies[path] = (await res.json()) as Record<string, unknown>;
      const calls = api.counter().calls();
      expect(on(calls, 'prescriptions'), path).toEqual(['listEntities prescriptions']);
      expect(on(calls, 'injections'), path).toEqual(['listEntities injections']);
    }

    // Every reader shows the schedule the prescription answer computed.
    expect(replies['/api/dashboard']?.prescription).toEqual(prescription);
    expect(replies['/api/analytics?period=month']).toMatchObject({
      hasPrescription: true,
      paused: false,
    });
    expect(replies['/api/integration/provider-data']?.prescription).toMatchObject({
      nextInjectionDate: prescription.nextInjectionDate,
      dosage: prescription.dosage,
    });
    expect(String(replies['/api/ai/chat']?.reply)).toBeTruthy();
  });
});
