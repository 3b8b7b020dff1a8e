import type { pronounOptions } from '@stride/api/contracts/auth';

/** How each pronoun option of the contract reads (registration and settings). */
export const pronounLabels: Record<(typeof pronounOptions)[number], string> = {
  'she/her': 'she/her',
  'he/him': 'he/him',
  'they/them': 'they/them',
  'she/they': 'she/they',
  'he/they': 'he/they',
  'xe/xir': 'xe/xir',
  'ze/zir': 'ze/zir',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};
