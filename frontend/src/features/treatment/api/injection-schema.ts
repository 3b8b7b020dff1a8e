import { doseUnits, injectionRoutes, injectionSites } from '@stride/api/contracts/treatment';
import type { Injection } from '@stride/api/contracts/treatment';
import { z } from 'zod';

/** An injection as the API answers it (api.md "Treatment"); unknown extra fields are kept. */
export const injectionSchema = z.object({
  id: z.string(),
  takenAt: z.string(),
  localDate: z.string(),
  timezone: z.string(),
  doseAmount: z.number(),
  doseUnit: z.enum(doseUnits),
  site: z.enum(injectionSites),
  route: z.enum(injectionRoutes).nullable(),
  medication: z.string().nullable(),
  notes: z.string().nullable(),
  painLevel: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  etag: z.string(),
}) satisfies z.ZodType<Injection>;

export const injectionResponseSchema = z.object({ injection: injectionSchema });

export type { Injection };
