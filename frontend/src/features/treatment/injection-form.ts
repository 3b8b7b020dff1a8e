import {
  injectionRequestSchemaAt,
  isTooFarAhead,
  siteNotForRoute,
  treatmentMessages,
  type InjectionRequest,
} from '@stride/api/contracts/treatment';
import { wallClockIn } from '../../lib/dates';
import { instantFromWallClock } from '../../lib/zoned-instant';
import type { Injection } from '../../entities/injections';
import type { Prescription } from '../../entities/prescription';
import { fieldErrorsFromIssues, type FieldErrors } from '../../lib/form-errors';
import { siteFitsRoute, type InjectionRoute, type InjectionSite } from './injection-sites';

export { siteNotForRoute };

/** The log dialog's fields, as typed. */
export interface InjectionFormValues {
  date: string;
  time: string;
  doseAmount: string;
  doseUnit: 'mL' | 'mg';
  site: InjectionSite | '';
  route: InjectionRoute | '';
  painLevel: number;
  notes: string;
}

/**
 * What the dialog starts with. Editing: the injection as saved (its time shown in the person's
 * zone). Logging: now (or `date` at the current time), the prescription's dose and route, and
 * the site the server suggests (the one used least recently).
 */
export function injectionFormDefaults(options: {
  zone: string;
  prescription?: Prescription | null | undefined;
  injection?: Injection | null | undefined;
  date?: string | undefined;
  now?: number;
}): InjectionFormValues {
  const { injection, prescription } = options;
  if (injection) {
    const { date, time } = wallClockIn(options.zone, injection.takenAt);
    return {
      date,
      time,
      doseAmount: String(injection.doseAmount),
      doseUnit: injection.doseUnit,
      site: injection.site,
      route: injection.route ?? '',
      painLevel: injection.painLevel ?? 0,
      notes: injection.notes ?? '',
    };
  }
  const now = wallClockIn(options.zone, options.now ?? Date.now());
  const route = prescription?.route ?? '';
  const suggested = prescription?.suggestedSite;
  return {
    date: options.date ?? now.date,
    time: now.time,
    doseAmount: prescription ? String(prescription.doseAmount) : '',
    doseUnit: prescription?.doseUnit ?? 'mL',
    site: suggested && siteFitsRoute(suggested, route || null) ? suggested : '',
    route,
    painLevel: 0,
    notes: '',
  };
}

export type InjectionFormResult =
  { ok: true; request: InjectionRequest; localDate: string } | { ok: false; errors: FieldErrors };

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^\d{2}:\d{2}$/;

/**
 * The request for POST/PUT /api/injections, checked with the shared schema as of `now` (the
 * server's rules: a sane dose, a site that suits the route, not more than a day ahead):
 * takenAt is the date and time read in the person's zone, sent as an instant with that zone's
 * offset. Errors are keyed by form field (a takenAt problem shows beside the date).
 */
export function injectionRequestFromForm(
  values: InjectionFormValues,
  options: { zone: string; medication?: string | null | undefined; now?: number },
): InjectionFormResult {
  const now = options.now ?? Date.now();
  const wellFormed = datePattern.test(values.date) && timePattern.test(values.time);
  const takenAt = wellFormed ? instantFromWallClock(values.date, values.time, options.zone) : '';
  const notes = values.notes.trim();
  const candidate = {
    takenAt,
    doseAmount: values.doseAmount.trim() === '' ? Number.NaN : Number(values.doseAmount),
    doseUnit: values.doseUnit,
    site: values.site || undefined,
    ...(values.route ? { route: values.route } : {}),
    ...(options.medication ? { medication: options.medication } : {}),
    ...(notes ? { notes } : {}),
    painLevel: values.painLevel,
  };
  const parsed = injectionRequestSchemaAt(now).safeParse(candidate);
  if (parsed.success) return { ok: true, request: parsed.data, localDate: values.date };
  const { takenAt: takenAtError, ...errors } = fieldErrorsFromIssues(parsed.error.issues);
  // The schema checks across fields only once every field parses; the form shows those
  // messages beside the others at once, with the same rules.
  if (!wellFormed) errors.date = treatmentMessages.takenAtInvalid;
  else if (isTooFarAhead(takenAt, now)) errors.date = treatmentMessages.takenAtFuture;
  else if (takenAtError) errors.date = takenAtError;
  if (values.site && values.route && !siteFitsRoute(values.site, values.route)) {
    errors.site = siteNotForRoute(values.route);
  }
  return { ok: false, errors };
}

/** A server field error's place in the form ('takenAt' shows beside the date). */
export function injectionFieldOf(serverField: string): keyof InjectionFormValues | string {
  return serverField === 'takenAt' ? 'date' : serverField;
}
