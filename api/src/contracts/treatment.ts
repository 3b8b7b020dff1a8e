import { z } from 'zod';
import { INJECTION_SITES } from '../domain/schedule.js';
import { isCalendarDate } from '../domain/calendar-dates.js';
import { earliestDate, isDateInRange } from './common.js';

export const doseUnits = ['mL', 'mg'] as const;
export const injectionRoutes = ['IM', 'SubQ'] as const;
export const injectionSites = INJECTION_SITES;

export const treatmentMessages = {
  medicationRequired: 'Medication is required',
  doseRequired: 'Dose must be a positive number',
  doseTooLarge: 'That dose looks too large; check the amount and unit',
  unitRequired: "Choose 'mL' or 'mg'",
  intervalInvalid: 'Interval must be a whole number of days from 1 to 90',
  dateInvalid: 'Please enter a valid date (YYYY-MM-DD)',
  routeInvalid: "Choose 'IM' or 'SubQ'",
  siteRequired: 'Please choose an injection site',
  takenAtInvalid: 'Please enter a valid date and time',
  takenAtFuture: 'An injection cannot be logged more than a day in the future',
  painInvalid: 'Pain must be a whole number from 0 to 10',
  notesTooLong: 'Notes must be at most 2000 characters',
} as const;

/** A sane ceiling per unit: anything above is a typo, not a dose. */
export const maxDose = { mL: 5, mg: 1000 } as const;

export const calendarDateSchema = z
  .string({ error: treatmentMessages.dateInvalid })
  .refine(isDateInRange, treatmentMessages.dateInvalid);

/** An instant's date and time must exist (no 30 February, no 25:00) and be 1900 or later. */
function isRealInstant(value: string): boolean {
  const ms = Date.parse(value);
  if (Number.isNaN(ms) || ms < Date.parse(`${earliestDate}T00:00:00Z`)) return false;
  const [hours, minutes] = value.slice(11, 16).split(':').map(Number) as [number, number];
  return isCalendarDate(value.slice(0, 10)) && hours < 24 && minutes < 60;
}

const doseFields = {
  doseAmount: z
    .number({ error: treatmentMessages.doseRequired })
    .positive(treatmentMessages.doseRequired)
    .finite(treatmentMessages.doseRequired),
  doseUnit: z.enum(doseUnits, { error: treatmentMessages.unitRequired }),
};

function saneDose(value: { doseAmount: number; doseUnit: 'mL' | 'mg' }, ctx: z.RefinementCtx) {
  if (value.doseAmount > maxDose[value.doseUnit]) {
    ctx.addIssue({ code: 'custom', path: ['doseAmount'], message: treatmentMessages.doseTooLarge });
  }
}

export const prescriptionRequestSchema = z
  .object({
    medication: z
      .string({ error: treatmentMessages.medicationRequired })
      .trim()
      .min(1, treatmentMessages.medicationRequired)
      .max(100, 'Medication must be at most 100 characters'),
    ...doseFields,
    intervalDays: z
      .number({ error: treatmentMessages.intervalInvalid })
      .int(treatmentMessages.intervalInvalid)
      .min(1, treatmentMessages.intervalInvalid)
      .max(90, treatmentMessages.intervalInvalid),
    startDate: calendarDateSchema,
    route: z.enum(injectionRoutes, { error: treatmentMessages.routeInvalid }).optional(),
    concentrationMgPerMl: z
      .number()
      .positive('Concentration must be positive')
      .max(1000)
      .optional(),
    hrtStartDate: calendarDateSchema.optional(),
    effectiveFrom: calendarDateSchema.optional(),
  })
  .superRefine(saneDose);
export type PrescriptionRequest = z.infer<typeof prescriptionRequestSchema>;

export const pauseRequestSchema = z.object({ from: calendarDateSchema.optional() });
export const resumeRequestSchema = z.object({ on: calendarDateSchema.optional() });

const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;

export const injectionRequestSchema = z
  .object({
    takenAt: z
      .string({ error: treatmentMessages.takenAtInvalid })
      .regex(instantPattern, treatmentMessages.takenAtInvalid)
      .refine(isRealInstant, treatmentMessages.takenAtInvalid),
    ...doseFields,
    site: z.enum(INJECTION_SITES, { error: treatmentMessages.siteRequired }),
    route: z.enum(injectionRoutes, { error: treatmentMessages.routeInvalid }).optional(),
    medication: z.string().trim().max(100, 'Medication must be at most 100 characters').optional(),
    notes: z.string().max(2000, treatmentMessages.notesTooLong).optional(),
    painLevel: z
      .number({ error: treatmentMessages.painInvalid })
      .int(treatmentMessages.painInvalid)
      .min(0, treatmentMessages.painInvalid)
      .max(10, treatmentMessages.painInvalid)
      .optional(),
    confirmDoubleDose: z.boolean().optional(),
  })
  .superRefine(saneDose);
export type InjectionRequest = z.infer<typeof injectionRequestSchema>;

export const injectionListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    startDate: calendarDateSchema.optional(),
    endDate: calendarDateSchema.optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: ['endDate'],
  });

export interface Injection {
  id: string;
  takenAt: string;
  /** The calendar date it was taken, in the zone the person had then. */
  localDate: string;
  timezone: string;
  doseAmount: number;
  doseUnit: 'mL' | 'mg';
  site: (typeof INJECTION_SITES)[number];
  route: 'IM' | 'SubQ' | null;
  medication: string | null;
  notes: string | null;
  painLevel: number | null;
  createdAt: string;
  updatedAt: string;
  etag: string;
}

export interface PrescriptionVersionView {
  effectiveFrom: string;
  medication: string;
  doseAmount: number;
  doseUnit: 'mL' | 'mg';
  intervalDays: number;
  route: 'IM' | 'SubQ' | null;
  startDate: string;
  concentrationMgPerMl: number | null;
}

export interface Prescription extends PrescriptionVersionView {
  hrtStartDate: string | null;
  dosage: string;
  frequency: string;
  nextInjectionDate: string | null;
  daysUntilNext: number | null;
  isOverdue: boolean;
  suggestedSite: (typeof INJECTION_SITES)[number];
  urgency: {
    level: 'overdue' | 'urgent' | 'soon' | 'normal';
    label: 'Overdue' | null;
    text: string;
  } | null;
  /** clamp((I - daysUntilNext) / I, 0, 1); null with no next dose. */
  weeklyProgress: number | null;
  paused: boolean;
  pauses: { from: string; to: string | null }[];
  /** Every version, newest effective date first. */
  history: PrescriptionVersionView[];
  etag: string;
}
