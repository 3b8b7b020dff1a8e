import type { Checkin, Entry } from '@stride/api/contracts/journal';
import { z } from 'zod';

/** An entry as the API answers it (api.md "Journal and check-ins"). */
export const entrySchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  mood: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  localDate: z.string(),
  etag: z.string(),
  support: z.boolean().optional(),
}) satisfies z.ZodType<Entry>;

export const checkinSchema = z.object({
  id: z.string(),
  date: z.string(),
  mood: z.number(),
  energy: z.number().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  etag: z.string(),
}) satisfies z.ZodType<Checkin>;

export const entryResponseSchema = z.object({ entry: entrySchema });
