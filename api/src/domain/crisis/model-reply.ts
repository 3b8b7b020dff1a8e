/**
 * The model's reply is screened before it is shown: a reply that screens as a crisis (the model
 * noticed what the screen did not, or wrote something it must not) or that gives dosing
 * instructions is replaced by the safe reply. The prompt already forbids both; this is the check.
 */
import { detectCrisis } from './index.js';

const UNIT = String.raw`\d+(?:[.,]\d+)?\s*(?:mg|ml|mls|cc|units?|iu|mcg|milligrams?|millilit(?:er|re)s?)\b`;

/** Telling the person what to take, change or skip: a number with a unit after an instruction. */
const DOSING = [
  new RegExp(
    String.raw`\b(?:you should|you could|you can|try|just|go ahead and|i(?:'d| would)? (?:recommend|suggest)|it'?s (?:fine|ok|okay|safe) to|make sure (?:to|you))\s+(?:\w+\s+){0,4}?(?:inject|take|use|draw up|increase|decrease|raise|lower|double|split|skip|add)\b[^.!?\n]{0,60}?${UNIT}`,
    'i',
  ),
  new RegExp(
    String.raw`(?:^|[.!?\n]\s*|-\s+)(?:inject|take|draw up|use)\s+(?:about\s+|around\s+)?${UNIT}`,
    'im',
  ),
  /\b(?:increase|decrease|raise|lower|double|halve|adjust|change|split|skip)\s+(?:your|the|his|this week'?s|next)\s+(?:dose|dosage|shot|injection)\b/i,
  /\b(?:take|inject|do)\s+(?:a\s+|an\s+)?(?:extra|double|make-?up|catch-?up)\s+(?:dose|shot|injection)\b/i,
];

export type ModelReplyVerdict = 'ok' | 'crisis' | 'dosing';

export function screenModelReply(reply: string): ModelReplyVerdict {
  if (detectCrisis(reply).crisis) return 'crisis';
  if (DOSING.some((re) => re.test(reply))) return 'dosing';
  return 'ok';
}
