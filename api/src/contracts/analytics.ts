import { z } from './zod.js';
import { hematocritViewSchema, labResultSchema, levelCurveReplySchema } from './labs.js';
import { calendarDateSchema, datesInOrder } from './common.js';
import { doseUnits, injectionRoutes, prescriptionSchema } from './treatment.js';

export const analyticsPeriods = ['week', 'month', 'quarter', 'year'] as const;

export const analyticsQuerySchema = z.object({
  period: z._default(
    z.enum(analyticsPeriods, { error: "period must be 'week', 'month', 'quarter' or 'year'" }),
    'month',
  ),
});

/** Inclusive calendar dates in the person's zone; at most ten years; start before end. */
export const adherenceQuerySchema = z
  .object({
    startDate: z.optional(calendarDateSchema),
    endDate: z.optional(calendarDateSchema),
  })
  .check(datesInOrder());
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

const rateSchema = z.nullable(z.number());
export const doseStatusSchema = z.enum(['on-time', 'late', 'missed', 'upcoming']);
export type DoseStatus = z.infer<typeof doseStatusSchema>;
const doseUnitSchema = z.enum(doseUnits);
const routeSchema = z.nullable(z.enum(injectionRoutes));

const moodGroupSchema = z.object({
  mood: z.nullable(z.number()),
  energy: z.nullable(z.number()),
  checkins: z.number(),
});

export const moodByLevelSchema = z.object({
  byPlace: z.array(z.extend(moodGroupSchema, { place: z.enum(['trough', 'mid', 'peak']) })),
  troughVsOther: z.object({ trough: moodGroupSchema, other: moodGroupSchema }),
  bands: z.array(z.extend(moodGroupSchema, { band: z.string(), label: z.string() })),
  /** How many testosterone results the estimate is scaled to (0: the population estimate). */
  calibratedTo: z.number(),
  disclaimer: z.string(),
});
export type MoodByLevelView = z.infer<typeof moodByLevelSchema>;

/** GET /api/analytics?period= */
export const analyticsReplySchema = z.object({
  period: z.enum(analyticsPeriods),
  hasPrescription: z.boolean(),
  paused: z.boolean(),
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  adherenceRate: rateSchema,
  onTimeRate: rateSchema,
  dosesScheduled: z.number(),
  dosesTaken: z.number(),
  dosesLate: z.number(),
  dosesMissed: z.number(),
  /** Uses per site in the window; every site of the current route is listed, 0 when unused. */
  siteCounts: z.record(z.string(), z.number()),
  moodAverage: z.nullable(z.number()),
  energyAverage: z.nullable(z.number()),
  checkinCount: z.number(),
  moodByDaySinceInjection: z.array(
    z.object({ daysSinceInjection: z.number(), moodAverage: z.number(), checkins: z.number() }),
  ),
  /** Mood and energy against the estimated testosterone level (services/labs estimator). */
  moodByLevel: moodByLevelSchema,
  journalCount: z.number(),
  doseTiming: z.array(
    z.object({
      dueDate: z.string(),
      takenDate: z.nullable(z.string()),
      status: doseStatusSchema,
      offsetDays: z.nullable(z.number()),
    }),
  ),
  series: z.array(
    z.object({
      date: z.string(),
      mood: z.nullable(z.number()),
      energy: z.nullable(z.number()),
      injected: z.boolean(),
      dose: z.nullable(doseStatusSchema),
      journal: z.number(),
    }),
  ),
});
export type AnalyticsReply = z.infer<typeof analyticsReplySchema>;

export const adherenceCountsSchema = z.object({
  adherenceRate: rateSchema,
  onTimeRate: rateSchema,
  scheduled: z.number(),
  taken: z.number(),
  onTime: z.number(),
  late: z.number(),
  missed: z.number(),
});

/** GET /api/analytics/adherence */
export const adherenceReplySchema = z.extend(adherenceCountsSchema, {
  startDate: z.string(),
  endDate: z.string(),
  doses: z.array(
    z.object({
      dueDate: z.string(),
      takenAt: z.nullable(z.string()),
      takenDate: z.nullable(z.string()),
      status: doseStatusSchema,
    }),
  ),
  extra: z.array(
    z.object({ id: z.string(), takenAt: z.string(), localDate: z.string(), site: z.string() }),
  ),
});
export type AdherenceReply = z.infer<typeof adherenceReplySchema>;

/** GET /api/reports/provider-data */
export const providerReportSchema = z.object({
  generatedAt: z.string(),
  window: z.object({ startDate: z.string(), endDate: z.string() }),
  patient: z.object({
    name: z.string(),
    legalName: z.optional(z.string()),
    pronouns: z.nullable(z.string()),
    dateOfBirth: z.nullable(z.string()),
    timezone: z.string(),
  }),
  prescription: z.nullable(
    z.pick(prescriptionSchema, {
      medication: true,
      dosage: true,
      doseAmount: true,
      doseUnit: true,
      frequency: true,
      intervalDays: true,
      route: true,
      concentrationMgPerMl: true,
      startDate: true,
      hrtStartDate: true,
      nextInjectionDate: true,
      paused: true,
      history: true,
    }),
  ),
  adherence: adherenceCountsSchema,
  doses: z.array(
    z.object({
      dueDate: z.string(),
      status: doseStatusSchema,
      takenAt: z.nullable(z.string()),
      date: z.nullable(z.string()),
      doseAmount: z.nullable(z.number()),
      doseUnit: z.nullable(doseUnitSchema),
      site: z.nullable(z.string()),
      route: routeSchema,
      painLevel: z.nullable(z.number()),
      notes: z.nullable(z.string()),
    }),
  ),
  extraInjections: z.array(
    z.object({
      date: z.string(),
      takenAt: z.string(),
      doseAmount: z.number(),
      doseUnit: doseUnitSchema,
      site: z.string(),
      notes: z.nullable(z.string()),
    }),
  ),
  mood: z.object({
    average: z.nullable(z.number()),
    energyAverage: z.nullable(z.number()),
    checkins: z.number(),
  }),
  /** The lab table (the latest value of each marker, its range and flag) and the level chart. */
  labs: z.object({
    latest: z.array(
      z.extend(labResultSchema, {
        drawnAt: z.string(),
        cyclePlace: z.nullable(z.enum(['peak', 'mid', 'trough'])),
      }),
    ),
    hematocrit: z.nullable(hematocritViewSchema),
    nextDrawDue: z.string(),
    /** The estimated level over the report's window, scaled to the person's results. */
    levelCurve: z.pick(levelCurveReplySchema, {
      points: true,
      labs: true,
      doses: true,
      calibratedTo: true,
      target: true,
      peak: true,
      trough: true,
      assumptions: true,
      disclaimer: true,
    }),
  }),
});
export type ProviderReport = z.infer<typeof providerReportSchema>;
