import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { analyticsKeys } from './analytics-keys';
import { doseStatusSchema } from './get-analytics';

const rateSchema = z.number().nullable();
const doseUnitSchema = z.enum(['mL', 'mg']);
const routeSchema = z.enum(['IM', 'SubQ']).nullable();

const prescriptionVersionSchema = z.object({
  effectiveFrom: z.string(),
  medication: z.string(),
  doseAmount: z.number(),
  doseUnit: doseUnitSchema,
  intervalDays: z.number(),
  route: routeSchema,
  startDate: z.string(),
  concentrationMgPerMl: z.number().nullable(),
});
export type PrescriptionVersion = z.infer<typeof prescriptionVersionSchema>;

export const providerReportSchema = z.object({
  generatedAt: z.string(),
  window: z.object({ startDate: z.string(), endDate: z.string() }),
  patient: z.object({
    name: z.string(),
    /** Only when the person turned on showing the legal name to a provider. */
    legalName: z.string().optional(),
    pronouns: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    timezone: z.string(),
  }),
  prescription: z
    .object({
      medication: z.string(),
      dosage: z.string(),
      doseAmount: z.number(),
      doseUnit: doseUnitSchema,
      frequency: z.string(),
      intervalDays: z.number(),
      route: routeSchema,
      concentrationMgPerMl: z.number().nullable(),
      startDate: z.string(),
      hrtStartDate: z.string().nullable(),
      nextInjectionDate: z.string().nullable(),
      paused: z.boolean(),
      history: z.array(prescriptionVersionSchema),
    })
    .nullable(),
  adherence: z.object({
    adherenceRate: rateSchema,
    onTimeRate: rateSchema,
    scheduled: z.number(),
    taken: z.number(),
    onTime: z.number(),
    late: z.number(),
    missed: z.number(),
  }),
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
});
export type ProviderReport = z.infer<typeof providerReportSchema>;
export type ReportDose = ProviderReport['doses'][number];

/** GET /api/integration/provider-data → the report a provider needs (the last 90 days). */
export function getProviderReport(signal?: AbortSignal): Promise<ProviderReport> {
  return apiRequest('/integration/provider-data', {
    schema: providerReportSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useProviderReport() {
  return useQuery<ProviderReport, ApiError>({
    queryKey: analyticsKeys.providerReport,
    queryFn: ({ signal }) => getProviderReport(signal),
    staleTime: 0,
  });
}
