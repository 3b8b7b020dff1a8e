import { z } from './zod.js';
import { knownMarkers, markerDefinition } from '../domain/labs/ranges.js';
import { unitsFor } from '../domain/labs/units.js';
import { isCalendarDate } from '../domain/calendar-dates.js';
import {
  earliestDate,
  isPlainText,
  plainTextSchema as plain,
  unsafeTextMessage,
} from './common.js';

/** Lab results (`/api/labs`): requests and replies. */

export const labMessages = {
  drawnAtInvalid: 'Please enter a valid date and time for the draw',
  drawnAtFuture: 'A lab draw cannot be in the future',
  resultsRequired: 'Add at least one result',
  tooManyResults: 'A draw can hold at most 40 results',
  markerInvalid: 'Marker must be 1-40 lowercase letters, digits or dashes',
  labelRequired: 'Give your own marker a name',
  valueInvalid: 'Value must be a number from 0 to 1,000,000',
  unitInvalid: 'Unit must be 1-20 characters',
  unitNotFor: 'Choose one of this marker’s units',
  duplicateMarker: 'Each marker once per draw',
  rangeInvalid: 'The low end of a range must not be above the high end',
  monthsInvalid: 'Months must be a whole number from 1 to 24',
} as const;

function isInstant(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return false;
  const ms = Date.parse(value);
  return (
    !Number.isNaN(ms) &&
    isCalendarDate(value.slice(0, 10)) &&
    ms >= Date.parse(`${earliestDate}T00:00:00Z`)
  );
}

export const markerIdSchema = z
  .string({ error: labMessages.markerInvalid })
  .check(z.regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, labMessages.markerInvalid));

export const labResultRequestSchema = z
  .object({
    marker: markerIdSchema,
    /** Required for a marker Stride does not know. */
    label: z.optional(plain(60, labMessages.labelRequired)),
    value: z
      .number({ error: labMessages.valueInvalid })
      .check(z.gte(0, labMessages.valueInvalid), z.lte(1_000_000, labMessages.valueInvalid)),
    unit: plain(20, labMessages.unitInvalid),
  })
  .check(
    z.superRefine((r, ctx) => {
      const known = markerDefinition(r.marker);
      if (!known && !r.label)
        ctx.addIssue({ code: 'custom', path: ['label'], message: labMessages.labelRequired });
      if (known) {
        const units = unitsFor(r.marker);
        const allowed = units.length > 0 ? units : [known.unit];
        if (!allowed.includes(r.unit))
          ctx.addIssue({
            code: 'custom',
            path: ['unit'],
            message: `${labMessages.unitNotFor}: ${allowed.join(', ')}`,
          });
      }
    }),
  );

export const labDrawRequestSchema = z
  .object({
    drawnAt: z
      .string({ error: labMessages.drawnAtInvalid })
      .check(z.refine(isInstant, labMessages.drawnAtInvalid)),
    results: z
      .array(labResultRequestSchema, { error: labMessages.resultsRequired })
      .check(
        z.minLength(1, labMessages.resultsRequired),
        z.maxLength(40, labMessages.tooManyResults),
      ),
    notes: z.optional(
      z
        .string()
        .check(
          z.maxLength(1000, 'Notes must be at most 1000 characters'),
          z.refine(isPlainText, unsafeTextMessage),
        ),
    ),
  })
  .check(
    z.superRefine((d, ctx) => {
      const seen = new Set<string>();
      d.results.forEach((r, i) => {
        if (seen.has(r.marker))
          ctx.addIssue({
            code: 'custom',
            path: ['results', i, 'marker'],
            message: labMessages.duplicateMarker,
          });
        seen.add(r.marker);
      });
    }),
  );
export type LabDrawRequest = z.infer<typeof labDrawRequestSchema>;

export const referenceRangeSchema = z
  .object({
    low: z.optional(z.number().check(z.gte(0), z.lte(1_000_000))),
    high: z.optional(z.number().check(z.gte(0), z.lte(1_000_000))),
    unit: plain(20, labMessages.unitInvalid),
  })
  .check(
    z.refine((r) => r.low === undefined || r.high === undefined || r.low <= r.high, {
      message: labMessages.rangeInvalid,
      path: ['low'],
    }),
  );

const months = z
  .number({ error: labMessages.monthsInvalid })
  .check(
    z.int(labMessages.monthsInvalid),
    z.gte(1, labMessages.monthsInvalid),
    z.lte(24, labMessages.monthsInvalid),
  );

export const labSettingsRequestSchema = z.object({
  /** The person's own ranges by marker id; a marker left out uses the default. */
  ranges: z._default(
    z
      .record(markerIdSchema, referenceRangeSchema)
      .check(z.refine((r) => Object.keys(r).length <= 60, 'At most 60 ranges')),
    {},
  ),
  firstYearMonths: z._default(months, 3),
  laterMonths: z._default(months, 6),
});
export type LabSettingsRequest = z.infer<typeof labSettingsRequestSchema>;

export const whatIfMessages = {
  doseInvalid: 'A planned dose must be a number of mg above 0 and at most 1000',
  intervalInvalid: 'A planned interval must be a number of days from 1 to 90',
  needsSchedule: 'Set your prescription (or log a dose) before trying a change',
} as const;

/** A query number: the text must be a plain decimal (no 1e3, no hex). */
const queryNumber = (message: string, min: number, max: number) =>
  z
    .pipe(z.string().check(z.regex(/^\d{1,4}(\.\d{1,2})?$/, message)), z.transform(Number))
    .check(z.refine((n) => n >= min && n <= max, message));

export const levelCurveQuerySchema = z.object({
  from: z.optional(z.string().check(z.refine(isCalendarDate, 'from must be a date (YYYY-MM-DD)'))),
  to: z.optional(z.string().check(z.refine(isCalendarDate, 'to must be a date (YYYY-MM-DD)'))),
  /** What-if (nothing saved): a planned dose in mg of the ester, and/or a planned interval. */
  planDoseMg: z.optional(queryNumber(whatIfMessages.doseInvalid, 0.1, 1000)),
  planIntervalDays: z.optional(queryNumber(whatIfMessages.intervalInvalid, 1, 90)),
});
export type LevelCurveQuery = z.infer<typeof levelCurveQuerySchema>;

// Replies

const rangeView = z.object({
  low: z.nullable(z.number()),
  high: z.nullable(z.number()),
  unit: z.string(),
});

export const labResultSchema = z.object({
  marker: z.string(),
  label: z.string(),
  value: z.number(),
  unit: z.string(),
  range: z.nullable(rangeView),
  flag: z.nullable(z.enum(['low', 'in-range', 'high'])),
});

export const labDrawSchema = z.object({
  id: z.string(),
  drawnAt: z.string(),
  localDate: z.string(),
  results: z.array(labResultSchema),
  notes: z.nullable(z.string()),
  /** Where the draw fell in the injection cycle, from the last logged dose before it. */
  cyclePlace: z.nullable(z.enum(['peak', 'mid', 'trough'])),
  daysSinceDose: z.nullable(z.number()),
  createdAt: z.string(),
  updatedAt: z.string(),
  etag: z.string(),
});
export type LabDraw = z.infer<typeof labDrawSchema>;

export const hematocritViewSchema = z.object({
  percent: z.number(),
  drawnAt: z.string(),
  level: z.enum(['normal', 'above-range', 'elevated', 'talk-to-provider']),
  thresholds: z.object({ upperNormal: z.number(), review: z.number(), pause: z.number() }),
  notice: z.nullable(z.object({ title: z.string(), message: z.string(), source: z.string() })),
});
export type HematocritView = z.infer<typeof hematocritViewSchema>;

export const labSettingsSchema = z.object({
  ranges: z.record(z.string(), rangeView),
  firstYearMonths: z.number(),
  laterMonths: z.number(),
  etag: z.string(),
});

export const labsReplySchema = z.object({
  draws: z.array(labDrawSchema),
  nextDrawDue: z.string(),
  daysUntilNextDraw: z.number(),
  /** The day to draw in the current cycle: midway between injections; null without a schedule. */
  suggestedDrawDate: z.nullable(z.string()),
  hematocrit: z.nullable(hematocritViewSchema),
  settings: labSettingsSchema,
  markers: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      unit: z.string(),
      units: z.array(z.string()),
      range: rangeView,
    }),
  ),
});
export type LabsReply = z.infer<typeof labsReplySchema>;

export const labsDisclaimer =
  'An estimate for conversation with a provider, never a dosing instruction.';

const curvePoint = z.object({
  at: z.string(),
  level: z.number(),
  low: z.number(),
  high: z.number(),
});

const dosePlanSchema = z.object({ doseMg: z.number(), intervalDays: z.number() });
const cycleSummarySchema = z.object({
  peak: z.object({ at: z.string(), level: z.number() }),
  trough: z.object({ at: z.string(), level: z.number() }),
});

export const levelCurveReplySchema = z.object({
  points: z.array(curvePoint),
  labs: z.array(
    z.object({
      at: z.string(),
      ngDl: z.number(),
      estimate: z.number(),
      cyclePlace: z.nullable(z.enum(['peak', 'mid', 'trough'])),
    }),
  ),
  doses: z.array(z.object({ at: z.string(), mg: z.number() })),
  scale: z.number(),
  calibratedTo: z.number(),
  relativeSd: z.number(),
  peak: z.nullable(z.object({ at: z.string(), level: z.number() })),
  trough: z.nullable(z.object({ at: z.string(), level: z.number() })),
  target: z.object({ low: z.number(), high: z.number(), unit: z.literal('ng/dL') }),
  assumptions: z.array(z.string()),
  disclaimer: z.string(),
  /** The current schedule in mg of the ester (the what-if's starting values); null without one. */
  schedule: z.nullable(dosePlanSchema),
  /** Only when a what-if was asked: the current schedule and the planned change, projected. */
  whatIf: z.nullable(
    z.object({
      current: dosePlanSchema,
      planned: dosePlanSchema,
      /** The first projected dose: the two curves agree until it. */
      firstDoseAt: z.string(),
      points: z.array(z.object({ at: z.string(), current: z.number(), planned: z.number() })),
      currentCycle: z.nullable(cycleSummarySchema),
      plannedCycle: z.nullable(cycleSummarySchema),
    }),
  ),
});
export type LevelCurveReply = z.infer<typeof levelCurveReplySchema>;

export const markerCatalogue = knownMarkers.map((m) => ({
  id: m.id,
  label: m.label,
  unit: m.unit,
  units: unitsFor(m.id).length > 0 ? unitsFor(m.id) : [m.unit],
  range: { low: m.range.low ?? null, high: m.range.high ?? null, unit: m.range.unit },
}));
