// Placeholder until `npm run train:crisis` writes the trained model.
import type { CrisisModelFile } from './classifier.js';

export const CRISIS_MODEL: CrisisModelFile = {
  version: 0,
  buckets: 1,
  scale: 1,
  bias: [0, 0, 0, 0],
  weights: 'AAAAAA==',
  thresholds: { crisis: 1.1, distress: 1.1 },
  trainedOn: {},
};
