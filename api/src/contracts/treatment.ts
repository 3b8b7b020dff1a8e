import { z } from './zod.js';
import { INJECTION_SITES, siteFitsRoute, sitesForRoute } from '../domain/treatment/sites.js';
import { isCalendarDate } from '../domain/calendar-dates.js';
import {
  calendarDateSchema,
  dateInvalidMessage,
  datesInOrder,
  earliestDate,
  idSchema,
  instantSchema,
  pageQueryFields,
} from './common.js';

export const doseUnits = ['mL', 'mg'] as const;
export const injectionRoutes = ['IM', 'SubQ'] as const;
export const injectionSites = INJECTION_SITES;
export type InjectionRoute = (typeof injectionRoutes)[number];

/** Which sites suit which route: the server's rule, which the forms and the site picker use. */
export { siteFitsRoute, sitesForRoute };

export const treatmentMessages = {
  medicationRequired: 'Medication is required',
  doseRequired: 'Dose must be a positive number',
  doseTooLarge: 'That dose looks too large; check the amount and unit',
  unitRequired: "Choose 'mL' or 'mg'",
  intervalInvalid: 'Interval must be a whole number of days from 1 to 90',
  dateInvalid: dateInvalidMessage,
  routeInvalid: "Choose 'IM' or 'SubQ'",
  siteRequired: 'Please choose an injection site',
  takenAtInvalid: 'Please enter a valid date and time',
  takenAtFuture: 'An injection cannot be logged more than a day in the future',
  painInvalid: 'Pain must be a whole number from 0 to 10',
  notesTooLong: 'Notes must be at most 2000 characters',
} as const;

/** The site error when it does not suit the route (a SubQ dose in a deltoid). */
export const siteNotForRoute = (route: (typeof injectionRoutes)[number]) =>
  `That site is not used for ${route} injections; choose another`;

/** A dose may be logged up to a day ahead (a time zone slip), never further. */
export const futureAllowanceMs = 86_400_000;

/** Whether an instant lies more than a day after `now` (ms). */
export function isTooFarAhead(takenAt: string, now: number): boolean {
  return Date.parse(takenAt) > now + futureAllowanceMs;
}

/** A sane ceiling per unit: anything above is a typo, not a dose. */
export const maxDose = { mL: 5, mg: 1000 } as const;

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
    .check(z.gt(0, treatmentMessages.doseRequired)),
  doseUnit: z.enum(doseUnits, { error: treatmentMessages.unitRequired }),
};

function saneDose(
  value: { doseAmount: number; doseUnit: 'mL' | 'mg' },
  ctx: z.core.$RefinementCtx,
) {
  if (value.doseAmount > maxDose[value.doseUnit]) {
    ctx.addIssue({ code: 'custom', path: ['doseAmount'], message: treatmentMessages.doseTooLarge });
  }
}

export const prescriptionRequestSchema = z
  .object({
    medication: z
      .string({ error: treatmentMessages.medicationRequired })
      .check(
        z.trim(),
        z.minLength(1, treatmentMessages.medicationRequired),
        z.maxLength(100, 'Medication must be at most 100 characters'),
      ),
    ...doseFields,
    intervalDays: z
      .number({ error: treatmentMessages.intervalInvalid })
      .check(
        z.int(treatmentMessages.intervalInvalid),
        z.gte(1, treatmentMessages.intervalInvalid),
        z.lte(90, treatmentMessages.intervalInvalid),
      ),
    startDate: calendarDateSchema,
    route: z.optional(z.enum(injectionRoutes, { error: treatmentMessages.routeInvalid })),
    concentrationMgPerMl: z.optional(
      z.number().check(z.gt(0, 'Concentration must be positive'), z.lte(1000)),
    ),
    hrtStartDate: z.optional(calendarDateSchema),
    effectiveFrom: z.optional(calendarDateSchema),
  })
  .check(z.superRefine(saneDose));
export type PrescriptionRequest = z.infer<typeof prescriptionRequestSchema>;

export const pauseRequestSchema = z.object({ from: z.optional(calendarDateSchema) });
export const resumeRequestSchema = z.object({ on: z.optional(calendarDateSchema) });

const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;

export const injectionRequestSchema = z
  .object({
    takenAt: z
      .string({ error: treatmentMessages.takenAtInvalid })
      .check(
        z.regex(instantPattern, treatmentMessages.takenAtInvalid),
        z.refine(isRealInstant, treatmentMessages.takenAtInvalid),
      ),
    ...doseFields,
    site: z.enum(INJECTION_SITES, { error: treatmentMessages.siteRequired }),
    route: z.optional(z.enum(injectionRoutes, { error: treatmentMessages.routeInvalid })),
    medication: z.optional(
      z.string().check(z.trim(), z.maxLength(100, 'Medication must be at most 100 characters')),
    ),
    notes: z.optional(z.string().check(z.maxLength(2000, treatmentMessages.notesTooLong))),
    painLevel: z.optional(
      z
        .number({ error: treatmentMessages.painInvalid })
        .check(
          z.int(treatmentMessages.painInvalid),
          z.gte(0, treatmentMessages.painInvalid),
          z.lte(10, treatmentMessages.painInvalid),
        ),
    ),
    confirmDoubleDose: z.optional(z.boolean()),
  })
  .check(
    z.superRefine(saneDose),
    z.superRefine((value, ctx) => {
      if (value.route && !siteFitsRoute(value.site, value.route)) {
        ctx.addIssue({ code: 'custom', path: ['site'], message: siteNotForRoute(value.route) });
      }
    }),
  );
export type InjectionRequest = z.infer<typeof injectionRequestSchema>;

/**
 * The injection request as of `now` (ms): also not more than a day in the future. The server
 * passes its clock; a form passes Date.now().
 */
export function injectionRequestSchemaAt(now: number) {
  return injectionRequestSchema.check(
    z.superRefine((value, ctx) => {
      if (isTooFarAhead(value.takenAt, now)) {
        ctx.addIssue({
          code: 'custom',
          path: ['takenAt'],
          message: treatmentMessages.takenAtFuture,
        });
      }
    }),
  );
}

export const injectionListQuerySchema = z
  .object({
    ...pageQueryFields,
    startDate: z.optional(calendarDateSchema),
    endDate: z.optional(calendarDateSchema),
  })
  .check(datesInOrder());

const siteSchema = z.enum(INJECTION_SITES);
const routeSchema = z.enum(injectionRoutes);
const unitSchema = z.enum(doseUnits);

/** An injection as the API answers it. */
export const injectionSchema = z.object({
  id: idSchema,
  takenAt: instantSchema,
  /** The calendar date it was taken, in the zone the person had then. */
  localDate: z.string(),
  timezone: z.string(),
  doseAmount: z.number(),
  doseUnit: unitSchema,
  site: siteSchema,
  route: z.nullable(routeSchema),
  medication: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  painLevel: z.nullable(z.number()),
  createdAt: instantSchema,
  updatedAt: instantSchema,
  etag: z.string(),
});
export type Injection = z.infer<typeof injectionSchema>;

export const prescriptionVersionViewSchema = z.object({
  effectiveFrom: z.string(),
  medication: z.string(),
  doseAmount: z.number(),
  doseUnit: unitSchema,
  intervalDays: z.number(),
  route: z.nullable(routeSchema),
  startDate: z.string(),
  concentrationMgPerMl: z.nullable(z.number()),
});
export type PrescriptionVersionView = z.infer<typeof prescriptionVersionViewSchema>;

export const urgencySchema = z.object({
  level: z.enum(['overdue', 'urgent', 'soon', 'normal']),
  label: z.nullable(z.literal('Overdue')),
  text: z.string(),
});

export const prescriptionSchema = z.extend(prescriptionVersionViewSchema, {
  hrtStartDate: z.nullable(z.string()),
  dosage: z.string(),
  frequency: z.string(),
  nextInjectionDate: z.nullable(z.string()),
  daysUntilNext: z.nullable(z.number()),
  isOverdue: z.boolean(),
  suggestedSite: siteSchema,
  urgency: z.nullable(urgencySchema),
  /** clamp((I - daysUntilNext) / I, 0, 1); null with no next dose. */
  weeklyProgress: z.nullable(z.number()),
  paused: z.boolean(),
  pauses: z.array(z.object({ from: z.string(), to: z.nullable(z.string()) })),
  /** Every version, newest effective date first. */
  history: z.array(prescriptionVersionViewSchema),
  etag: z.string(),
});
export type Prescription = z.infer<typeof prescriptionSchema>;

/** GET /api/prescription?optional=true answers null when none is set; PUT, pause and resume
 *  always answer one. */
export const prescriptionReplySchema = z.object({ prescription: z.nullable(prescriptionSchema) });
export type PrescriptionReply = z.infer<typeof prescriptionReplySchema>;

/** POST, GET and PUT /api/injections(/{id}). */
export const injectionReplySchema = z.object({ injection: injectionSchema });
export type InjectionReply = z.infer<typeof injectionReplySchema>;

/** GET /api/injections: a page, newest first, with the total. */
export const injectionPageSchema = z.object({
  injections: z.array(injectionSchema),
  total: z.number(),
});
export type InjectionPage = z.infer<typeof injectionPageSchema>;

// Backfill: past doses from a start date and an interval, reviewed before saving.

export const backfillMessages = {
  timeInvalid: 'Time must be HH:mm (00:00 to 23:59)',
  endBeforeStart: 'The end date must not be before the start date',
  endInFuture: 'A backfill records past doses: the end date cannot be after today',
  tooMany: (max: number) =>
    `That would be more than ${max} doses; choose a later start date or a longer interval`,
} as const;

/** `POST /api/injections/backfill` and `/backfill/preview`: the same body. */
export const backfillRequestSchema = z
  .object({
    startDate: calendarDateSchema,
    /** Inclusive; today when left out. */
    endDate: z.optional(calendarDateSchema),
    intervalDays: z
      .number({ error: treatmentMessages.intervalInvalid })
      .check(
        z.int(treatmentMessages.intervalInvalid),
        z.gte(1, treatmentMessages.intervalInvalid),
        z.lte(90, treatmentMessages.intervalInvalid),
      ),
    /** The local time of each dose, HH:mm; 09:00 when left out. */
    time: z.optional(
      z
        .string({ error: backfillMessages.timeInvalid })
        .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, backfillMessages.timeInvalid)),
    ),
    ...doseFields,
    site: z.enum(INJECTION_SITES, { error: treatmentMessages.siteRequired }),
    route: z.optional(z.enum(injectionRoutes, { error: treatmentMessages.routeInvalid })),
    medication: z.optional(
      z.string().check(z.trim(), z.maxLength(100, 'Medication must be at most 100 characters')),
    ),
  })
  .check(
    z.superRefine(saneDose),
    z.superRefine((value, ctx) => {
      if (value.route && !siteFitsRoute(value.site, value.route)) {
        ctx.addIssue({ code: 'custom', path: ['site'], message: siteNotForRoute(value.route) });
      }
      if (value.endDate && value.endDate < value.startDate) {
        ctx.addIssue({
          code: 'custom',
          path: ['endDate'],
          message: backfillMessages.endBeforeStart,
        });
      }
    }),
  );
export type BackfillRequest = z.infer<typeof backfillRequestSchema>;

const backfillSkipSchema = z.object({
  date: z.string(),
  reason: z.enum(['already-logged', 'future']),
  loggedOn: z.nullable(z.string()),
});

/** The preview: what would be created (nothing is saved). */
export const backfillPreviewSchema = z.object({
  doses: z.array(z.object({ date: z.string(), takenAt: instantSchema })),
  skipped: z.array(backfillSkipSchema),
  max: z.number(),
});
export type BackfillPreview = z.infer<typeof backfillPreviewSchema>;

/** The backfill's reply: the injections created, and the days left out. */
export const backfillReplySchema = z.object({
  injections: z.array(injectionSchema),
  skipped: z.array(backfillSkipSchema),
});
export type BackfillReply = z.infer<typeof backfillReplySchema>;
