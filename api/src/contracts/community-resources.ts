import { z } from './zod.js';
import type { CrisisResource } from './crisis-resources.js';

/** An outside service, from the one list the coach uses (contracts/crisis-resources.ts). */
export const communityResourceSchema = z.object({
  name: z.string(),
  phone: z.optional(z.string()),
  text: z.optional(z.string()),
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

/**
 * Trans health resources shown beside the coach's crisis list (contracts/crisis-resources.ts) on
 * the community page, which already carries Trans Lifeline: a service stands in one list only.
 * Outside services; keep them current.
 */
export const transHealthResources: readonly CrisisResource[] = Object.freeze([
  {
    name: 'WPATH provider directory',
    url: 'https://www.wpath.org/member-search',
    hours: 'Online',
    description: 'Find gender-affirming care providers who are members of WPATH.',
  },
  {
    name: 'OutCare Health',
    url: 'https://www.outcarehealth.org/outlist/',
    hours: 'Online',
    description: 'A directory of LGBTQ+-affirming doctors, therapists and clinics.',
  },
  {
    name: 'Planned Parenthood gender-affirming care',
    url: 'https://www.plannedparenthood.org/get-care/our-services/gender-affirming-care',
    hours: 'Varies by health center',
    description: 'Hormone therapy at many health centers in the US, often with informed consent.',
  },
]);
