import {
  injectionRequestSchema,
  treatmentMessages,
  type InjectionRequest,
} from '@stride/api/contracts/treatment';
import { instantFromWallClock, wallClockIn } from '../../lib/dates';
import type { Injection } from '../../entities/injections';
import type { Prescription } from '../../entities/prescription';
import { fieldErrorsFromIssues, type FieldErrors } from '../../lib/form-errors';
import { siteFitsRoute, type InjectionRoute, type InjectionSite } from './injection-sites';

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

export const siteNotForRoute = (route: InjectionRoute) =>
  `That site is not used for ${route} injections; choose another`;

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
 * The request for POST/PUT /api/injections, checked with the shared schema: takenAt is the
 * date and time read in the person's zone, sent as an instant with that zone's offset.
 * Errors are keyed by form field (a takenAt problem shows beside the date).
 */
export function injectionRequestFromForm(
  values: InjectionFormValues,
  options: { zone: string; medication?: string | null | undefined; now?: number },
): InjectionFormResult {
  const errors: FieldErrors = {};
  let takenAt = '';
  if (!datePattern.test(values.date) || !timePattern.test(values.time)) {
    errors.date = treatmentMessages.takenAtInvalid;
  } else {
    takenAt = instantFromWallClock(values.date, values.time, options.zone);
    if (Date.parse(takenAt) > (options.now ?? Date.now()) + 86_400_000) {
      errors.date = treatmentMessages.takenAtFuture;
    }
  }
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
  const parsed = injectionRequestSchema.safeParse(candidate);
  if (!parsed.success) {
    const schemaErrors = fieldErrorsFromIssues(parsed.error.issues);
    const { takenAt: takenAtError, ...rest } = schemaErrors;
    Object.assign(errors, rest);
    if (takenAtError && !errors.date) errors.date = takenAtError;
  }
  if (values.site && values.route && !siteFitsRoute(values.site, values.route)) {
    errors.site = siteNotForRoute(values.route);
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, request: parsed.data, localDate: values.date };
}

/** A server field error's place in the form ('takenAt' shows beside the date). */
export function injectionFieldOf(serverField: string): keyof InjectionFormValues | string {
  return serverField === 'takenAt' ? 'date' : serverField;
}
