/**
 * The crisis rules' shared vocabulary: the rule shape and the word patterns every family uses.
 * The rules themselves live in rules-self.ts (the writer's own intent, ideation, self-harm, plans),
 * rules-others.ts (slang, being targeted, someone else, bare mentions), rules-plain.ts (plain and
 * Spanish wording), rules-relief.ts (death as relief, not existing, burden, hoping for an accident),
 * rules-acts.ts (acts in progress, means at hand, recent self-harm), rules-goodbye.ts (notes, last
 * messages, giving things away) and rules-home.ts (someone else at risk, danger at home).
 */
import type { CrisisLevel } from './types.js';

export type Family =
  | 'direct-intent'
  | 'passive-ideation'
  | 'burden'
  | 'self-harm'
  | 'plan-or-means'
  | 'goodbye'
  | 'slang'
  | 'mention'
  | 'someone-else'
  | 'targeted';

export interface Rule {
  signal: Family;
  level: Exclude<CrisisLevel, 'none'>;
  re: RegExp;
  /** The match is ignored when the text right after it matches (anchored with ^). */
  unlessAfter?: RegExp;
  /** The match is ignored when the text right before it matches (anchored with $). */
  unlessBefore?: RegExp;
  /** The match only counts when the text right before it matches (anchored with $). */
  onlyAfter?: RegExp;
  /** The match is ignored when the whole message matches. */
  unlessMessage?: RegExp;
  /** Only counts together with another signal (then it makes the message urgent). */
  supporting?: boolean;
  /** Negation ('not', 'never', 'no thoughts of') right before does not apply. */
  noNegation?: boolean;
}

export const SUICIDE = String.raw`su+i*[cs]+i*d+(?:e+|es|ed)`;
// Also 'suicidle', 'sucidal', 'suicidel' (misspellings seen in the training part).
export const SUICIDAL = String.raw`su+i*[cs]+i*d+(?:(?:[aei]|ia)l+(?:ity|ly)?|le\b)`;
export const KILL = String.raw`k[i]?l{1,2}(?:ing|ed|in|s)?`;
export const INTENT_BEFORE = String.raw`(?:wanna|gonna|want|need to|have to|should|could|might|will|ill|about to|ready to|plan to|planning to|urge to|urges to|tempted to|thinking (?:about|of)|think about|thought about|trying not to|feel like|going to|just|try to|tried to|decided to|keep wanting to|cant stop (?:thinking about)?)\s+(?:just\s+|really\s+|finally\s+|probably\s+|literally\s+)?$`;
export const GYM_OR_DIET =
  /\b(?:calorie|calories|bulk|bulking|cut phase|cutting phase|diet|dieting|macros|lean|shred|shredded|weight|lbs|kg|pounds|protein|summer|deficit|gym|hair|carbs|sugar|coffee|caffeine|bangs|class|classes|school|ties|corners|costs|hours)\b/;
export const INJECTION_WORDS =
  /\b(?:inject\w*|shots?|needles?|syringes?|dose\w*|sub ?q|subcutaneous|intramuscular|vial|thigh|glute|delt\w*)\b/;
export const SPORT =
  /\b(?:gym|lifting|lift|workout|working out|running|run|training|sport|football|soccer|rugby|basketball|climbing|hike|hiking|skate\w*|bike|biking|injur\w*|sprain\w*|pulled|squat\w*|deadlift\w*)\b/;
export const ACCIDENT_AFTER = String.raw`(?:while |when |by )?(?:shaving|cooking|chopping|slicing|opening|cleaning|gardening|working|lifting|training|running|playing|climbing|at (?:the )?(?:gym|work)|on (?:a|the|some|my) (?:paper|knife|glass|can|lid|edge|counter|box|tin|fence|nail|stove|pan|oven|iron|kettle)|by accident|accidentally|with (?:a|the|my) (?:knife|razor|scissors|needle|stove|pan|oven|iron|kettle|straightener|curling iron) (?:while|when|by accident|cooking|shaving)|with the needle|injecting|doing my shot)`;
