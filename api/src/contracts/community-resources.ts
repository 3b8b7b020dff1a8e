import { z } from 'zod';

/** An outside service, from the one list the coach uses (contracts/crisis-resources.ts). */
export const communityResourceSchema = z.object({
  name: z.string(),
  phone: z.string().optional(),
  text: z.string().optional(),
  url: z.string(),
  hours: z.string(),
  description: z.string(),
  kind: z.enum(['crisis', 'trans-health']),
  /** Always true: not run by Stride. */
  outsideService: z.literal(true),
});
export type CommunityResource = z.infer<typeof communityResourceSchema>;

/** GET /api/community/resources */
export const resourcesReplySchema = z.object({
  note: z.string(),
  resources: z.array(communityResourceSchema),
});
export type ResourcesReply = z.infer<typeof resourcesReplySchema>;
