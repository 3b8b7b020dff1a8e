import type { AnalyzeImageReply, CrisisResourceView, PhotoView } from '@stride/api/contracts/ai';
import { z } from 'zod';

const sourceSchema = z.enum(['azure-openai', 'offline']);

export const photoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  takenAt: z.string(),
  contentType: z.string(),
  size: z.number(),
  width: z.number(),
  height: z.number(),
  analysis: z.string(),
  analysisSource: sourceSchema,
  context: z.string().nullable(),
}) satisfies z.ZodType<PhotoView, unknown>;

const resourceSchema = z.object({
  name: z.string(),
  phone: z.string().optional(),
  text: z.string().optional(),
  url: z.string(),
  hours: z.string(),
  description: z.string().default(''),
}) satisfies z.ZodType<CrisisResourceView, unknown>;

export const analyzeImageReplySchema = z.object({
  photo: photoSchema,
  analysis: z.string(),
  source: sourceSchema,
  crisis: z.boolean().default(false),
  resources: z.array(resourceSchema).default([]),
}) satisfies z.ZodType<AnalyzeImageReply, unknown>;
