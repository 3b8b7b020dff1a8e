import { doseUnits, injectionRoutes, injectionSites } from '@stride/api/contracts/treatment';
import type { Prescription } from '@stride/api/contracts/treatment';
import { z } from 'zod';

const versionFields = {
  effectiveFrom: z.string(),
  medication: z.string(),
  doseAmount: z.number(),
  doseUnit: z.enum(doseUnits),
  intervalDays: z.number(),
  route: z.enum(injectionRoutes).nullable(),
  startDate: z.string(),
  concentrationMgPerMl: z.number().nullable(),
};

/**
 * The prescription as the API answers it: the version in force, and what the server computed
 * from it (dosage and frequency texts, next date, urgency, weekly progress, suggested site).
 * The front end shows these; it never works the schedule out again.
 */
export const prescriptionSchema = z.object({
  ...versionFields,
  hrtStartDate: z.string().nullable(),
  dosage: z.string(),
  frequency: z.string(),
  nextInjectionDate: z.string().nullable(),
  daysUntilNext: z.number().nullable(),
  isOverdue: z.boolean(),
  suggestedSite: z.enum(injectionSites),
  urgency: z
    .object({
      level: z.enum(['overdue', 'urgent', 'soon', 'normal']),
      label: z.literal('Overdue').nullable(),
      text: z.string(),
    })
    .nullable(),
  weeklyProgress: z.number().nullable(),
  paused: z.boolean(),
  pauses: z.array(z.object({ from: z.string(), to: z.string().nullable() })),
  history: z.array(z.object(versionFields)),
  etag: z.string(),
}) satisfies z.ZodType<Prescription>;

export const prescriptionResponseSchema = z.object({ prescription: prescriptionSchema });
/** GET /api/prescription?optional=true: null while none is set. */
export const optionalPrescriptionResponseSchema = z.object({
  prescription: prescriptionSchema.nullable(),
});

export type { Prescription };
export type PrescriptionVersion = Prescription['history'][number];
