/**
 * The crisis screen's tiers, most serious first:
 * - `urgent`: intent, plan, means, timing, goodbyes, self-harm now. A crisis card.
 * - `concern`: passive ideation, burden, slang, someone else at risk, danger at home. A crisis card.
 * - `distress`: hopelessness, giving up, worthlessness, unbearable loneliness, exhaustion. Not a
 *   crisis: a caring reply with a quiet resources line, never a feature menu.
 */
import type { CrisisTier } from '../../contracts/ai.js';

export type { CrisisTier };

/** The two crisis tiers and none (what the rules and the public `level` speak of). */
export type CrisisLevel = 'none' | 'concern' | 'urgent';

export interface CrisisResult {
  /** True for `urgent` and `concern`: show the crisis card. */
  crisis: boolean;
  level: CrisisLevel;
  tier: CrisisTier;
  /** Short labels of what matched (never text from the message). */
  signals: string[];
}

export const TIER_RANK: Record<CrisisTier, number> = {
  none: 0,
  distress: 1,
  concern: 2,
  urgent: 3,
};

export function moreSerious(a: CrisisTier, b: CrisisTier): CrisisTier {
  return TIER_RANK[b] > TIER_RANK[a] ? b : a;
}
