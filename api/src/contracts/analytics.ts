import { z } from 'zod';
import { hematocritViewSchema, labResultSchema, levelCurveReplySchema } from './labs.js';
import { calendarDateSchema } from './common.js';
import { doseUnits, injectionRoutes, prescriptionSchema } from './treatment.js';

export const analyticsPeriods = ['week', 'month', 'quarter', 'year'] as const;

export const analyticsQuerySchema = z.object({
  period: z
    .enum(analyticsPeriods, { error: "period must be 'week', 'month', 'quarter' or 'year'" })
    .default('month'),
});

/** Inclusive calendar dates in the person's zone; at most ten years; start before end. */
export const adherenceQuerySchema = z
  .object({
    startDate: calendarDateSchema.optional(),
    endDate: calendarDateSchema.optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: ['endDate'],
  });
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

const rateSchema = z.number().nullable();
export const doseStatusSchema = z.enum(['on-time', 'late', 'missed', 'upcoming']);
export type DoseStatus = z.infer<typeof doseStatusSchema>;
const doseUnitSchema = z.enum(doseUnits);
const routeSchema = z.enum(injectionRoutes).nullable();

const moodGroupSchema = z.object({
  mood: z.number().nullable(),
  energy: z.number().nullable(),
  checkins: z.number(),
});

export const moodByLevelSchema = z.object({
  byPlace: z.array(moodGroupSchema.extend({ place: z.enum(['trough', 'mid', 'peak']) })),
  troughVsOther: z.object({ trough: moodGroupSchema, other: moodGroupSchema }),
  bands: z.array(moodGroupSchema.extend({ band: z.string(), label: z.string() })),
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
  moodAverage: z.number().nullable(),
  energyAverage: z.number().nullable(),
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
      takenDate: z.string().nullable(),
      status: doseStatusSchema,
      offsetDays: z.number().nullable(),
    }),
  ),
  series: z.array(
    z.object({
      date: z.string(),
      mood: z.number().nullable(),
      energy: z.number().nullable(),
      injected: z.boolean(),
      dose: doseStatusSchema.nullable(),
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
export const adherenceReplySchema = adherenceCountsSchema.extend({
  startDate: z.string(),
  endDate: z.string(),
  doses: z.array(
    z.object({
      dueDate: z.string(),
      takenAt: z.string().nullable(),
      takenDate: z.string().nullable(),
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
    legalName: z.string().optional(),
    pronouns: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    timezone: z.string(),
  }),
  prescription: prescriptionSchema
    .pick({
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
    })
    .nullable(),
  adherence: adherenceCountsSchema,
  doses: z.array(
    z.object({
      dueDate: z.string(),
      status: doseStatusSchema,
      takenAt: z.string().nullable(),
      date: z.string().nullable(),
      doseAmount: z.number().nullable(),
      doseUnit: doseUnitSchema.nullable(),
      site: z.string().nullable(),
      route: routeSchema,
      painLevel: z.number().nullable(),
      notes: z.string().nullable(),
    }),
  ),
  extraInjections: z.array(
    z.object({
      date: z.string(),
      takenAt: z.string(),
      doseAmount: z.number(),
      doseUnit: doseUnitSchema,
      site: z.string(),
      notes: z.string().nullable(),
    }),
  ),
  mood: z.object({
    average: z.number().nullable(),
    energyAverage: z.number().nullable(),
    checkins: z.number(),
  }),
  /** The lab table (the latest value of each marker, its range and flag) and the level chart. */
  labs: z.object({
    latest: z.array(
      labResultSchema.extend({
        drawnAt: z.string(),
        cyclePlace: z.enum(['peak', 'mid', 'trough']).nullable(),
      }),
    ),
    hematocrit: hematocritViewSchema.nullable(),
    nextDrawDue: z.string(),
    /** The estimated level over the report's window, scaled to the person's results. */
    levelCurve: levelCurveReplySchema.pick({
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
