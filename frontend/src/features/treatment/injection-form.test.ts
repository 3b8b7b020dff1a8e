import { injectionRequestSchemaAt, treatmentMessages } from '@stride/api/contracts/treatment';
import { describe, expect, it } from 'vitest';
import type { Prescription } from '../../entities/prescription';
import {
  injectionFormDefaults,
  injectionRequestFromForm,
  siteNotForRoute,
  type InjectionFormValues,
} from './injection-form';

const zone = 'America/Chicago';
// 2026-05-12 15:04 UTC = 10:04 in Chicago (CDT, UTC-5).
const now = Date.UTC(2026, 4, 12, 15, 4);

const prescription = {
  doseAmount: 0.3,
  doseUnit: 'mL',
  route: 'SubQ',
  suggestedSite: 'right-abdomen',
} as Prescription;

const valid: InjectionFormValues = {
  date: '2026-05-12',
  time: '08:30',
  doseAmount: '0.3',
  doseUnit: 'mL',
  site: 'left-thigh',
  route: 'IM',
  painLevel: 2,
  notes: '  felt fine  ',
};

describe('injection form', () => {
  it('starts at now in the person zone with the prescription dose, route and suggested site', () => {
    expect(injectionFormDefaults({ zone, prescription, now })).toMatchObject({
      date: '2026-05-12',
      time: '10:04',
      doseAmount: '0.3',
      doseUnit: 'mL',
      route: 'SubQ',
      site: 'right-abdomen',
      painLevel: 0,
    });
    expect(injectionFormDefaults({ zone, now, date: '2026-05-03' }).date).toBe('2026-05-03');
    expect(injectionFormDefaults({ zone, now })).toMatchObject({ doseAmount: '', site: '' });
  });

  it('sends takenAt as an instant with the zone offset and the notes trimmed', () => {
    const result = injectionRequestFromForm(valid, { zone, now, medication: 'Cypionate' });
    expect(result).toEqual({
      ok: true,
      localDate: '2026-05-12',
      request: {
        takenAt: '2026-05-12T08:30:00.000-05:00',
        doseAmount: 0.3,
        doseUnit: 'mL',
        site: 'left-thigh',
        route: 'IM',
        medication: 'Cypionate',
        notes: 'felt fine',
        painLevel: 2,
      },
    });
    // In winter the same zone is UTC-6.
    const winter = injectionRequestFromForm({ ...valid, date: '2026-01-12' }, { zone, now });
    expect(winter.ok && winter.request.takenAt).toBe('2026-01-12T08:30:00.000-06:00');
  });

  it('shows the shared messages beside the fields', () => {
    const result = injectionRequestFromForm(
      { ...valid, date: '', doseAmount: '', site: '', notes: 'x'.repeat(2001) },
      { zone, now },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        date: treatmentMessages.takenAtInvalid,
        doseAmount: treatmentMessages.doseRequired,
        site: treatmentMessages.siteRequired,
        notes: treatmentMessages.notesTooLong,
      },
    });
  });

  it('refuses a typo-sized dose, a site that does not suit the route, and a far-future time', () => {
    const result = injectionRequestFromForm(
      { ...valid, doseAmount: '30', site: 'left-abdomen', date: '2026-05-14' },
      { zone, now },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        date: treatmentMessages.takenAtFuture,
        doseAmount: treatmentMessages.doseTooLarge,
        site: siteNotForRoute('IM'),
      },
    });
  });
});

describe('injection form and the server agree', () => {
  it('allows up to a day ahead of now and no further, by the contract rule', () => {
    // now is 10:04 in Chicago on 12 May: 10:04 on the 13th is exactly a day ahead.
    const at = (date: string, time: string) =>
      injectionRequestFromForm({ ...valid, date, time }, { zone, now });
    expect(at('2026-05-13', '10:04').ok).toBe(true);
    expect(at('2026-05-13', '10:05')).toEqual({
      ok: false,
      errors: { date: treatmentMessages.takenAtFuture },
    });
    const request = { ...valid, date: '2026-05-13', time: '10:05' };
    const sent = injectionRequestFromForm(request, { zone, now: now + 60_000 });
    expect(sent.ok && injectionRequestSchemaAt(now).safeParse(sent.request).success).toBe(false);
  });
});
