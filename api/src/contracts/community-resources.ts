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

/**
 * Trans health resources shown beside the coach's crisis list (contracts/crisis-resources.ts) on
 * the community page. Outside services; keep them current.
 */
export const transHealthResources = Object.freeze([
  {
    name: 'Trans Lifeline',
    phone: '877-565-8860 (US), 877-330-6366 (Canada)',
    url: 'https://translifeline.org',
    hours: 'Limited hours; see translifeline.org',
    description: 'Peer support run by trans people, for trans people, including microgrants.',
  },
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
]) as readonly {
  name: string;
  phone?: string;
  text?: string;
  url: string;
  hours: string;
  description: string;
}[];
