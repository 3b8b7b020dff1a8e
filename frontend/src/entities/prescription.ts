import { doseUnits, injectionRoutes, injectionSites } from '@stride/api/contracts/treatment';
import type { Prescription } from '@stride/api/contracts/treatment';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from '@stride/api/contracts/zod';
import { apiRequest } from '../lib/api-client';
import type { ApiError } from '../lib/api-error';

/** The person's prescription: GET /api/prescription, cached once under ['prescription']. */
export const prescriptionKeys = {
  all: ['prescription'] as const,
};

const versionFields = {
  effectiveFrom: z.string(),
  medication: z.string(),
  doseAmount: z.number(),
  doseUnit: z.enum(doseUnits),
  intervalDays: z.number(),
  route: z.nullable(z.enum(injectionRoutes)),
  startDate: z.string(),
  concentrationMgPerMl: z.nullable(z.number()),
};

export const urgencySchema = z.object({
  level: z.enum(['overdue', 'urgent', 'soon', 'normal']),
  label: z.nullable(z.literal('Overdue')),
  text: z.string(),
});

/**
 * The prescription as the API answers it: the version in force, and what the server computed
 * from it (dosage and frequency texts, next date, urgency, weekly progress, suggested site).
 * The front end shows these; it never works the schedule out again.
 */
export const prescriptionSchema = z.object({
  ...versionFields,
  hrtStartDate: z.nullable(z.string()),
  dosage: z.string(),
  frequency: z.string(),
  nextInjectionDate: z.nullable(z.string()),
  daysUntilNext: z.nullable(z.number()),
  isOverdue: z.boolean(),
  suggestedSite: z.enum(injectionSites),
  urgency: z.nullable(urgencySchema),
  weeklyProgress: z.nullable(z.number()),
  paused: z.boolean(),
  pauses: z.array(z.object({ from: z.string(), to: z.nullable(z.string()) })),
  history: z.array(z.object(versionFields)),
  etag: z.string(),
}) satisfies z.ZodMiniType<Prescription>;

export const prescriptionResponseSchema = z.object({ prescription: prescriptionSchema });
/** GET /api/prescription?optional=true: null while none is set. */
const optionalPrescriptionResponseSchema = z.object({
  prescription: z.nullable(prescriptionSchema),
});

export type { Prescription };
export type PrescriptionVersion = Prescription['history'][number];

/**
 * GET /api/prescription?optional=true → the prescription, or null when none is set yet (asked
 * so that "none yet" is a 200, not a failed request in the console on every page).
 */
export async function getPrescription(signal?: AbortSignal): Promise<Prescription | null> {
  const body = await apiRequest('/prescription?optional=true', {
    schema: optionalPrescriptionResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.prescription;
}

export const prescriptionQuery = () =>
  queryOptions<Prescription | null, ApiError>({
    queryKey: prescriptionKeys.all,
    queryFn: ({ signal }) => getPrescription(signal),
  });

/** After a prescription write: the answer the server sent is the cached one at once. */
export function setPrescription(client: QueryClient, prescription: Prescription) {
  client.setQueryData(prescriptionKeys.all, prescription);
}

export const invalidatePrescription = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: prescriptionKeys.all });
