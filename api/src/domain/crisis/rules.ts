/**
 * Layer 1 of the crisis screen: hand-written rules for the clear cases, with negation ('not',
 * 'never', 'no thoughts of') and clearly past experiences handled per statement.
 */
import type { CrisisLevel } from './types.js';
import type { Rule } from './rule-vocabulary.js';
import { actRules } from './rules-acts.js';
import { broadRules } from './rules-broad.js';
import { endingRules } from './rules-endings.js';
import { familyRules } from './rules-families.js';
import { goodbyeRules } from './rules-goodbye.js';
import { homeRules } from './rules-home.js';
import { otherRules } from './rules-others.js';
import { plainRules } from './rules-plain.js';
import { reliefRules } from './rules-relief.js';
import { selfRules } from './rules-self.js';

const RULES: Rule[] = [
  ...selfRules,
  ...otherRules,
  ...plainRules,
  ...reliefRules,
  ...goodbyeRules,
  ...actRules,
  ...homeRules,
  ...familyRules,
  ...broadRules,
  ...endingRules,
];

// Negation right before a statement: 'not', 'never', 'no thoughts of', 'dont', ...
const NEGATION =
  /(?:\bnot|\bnever|\bno longer|\bdont|\bdoesnt|\bdidnt|\bwouldnt|\bwont|\bisnt|\barent|\bno)\s+(?:(?:really|actually|ever|even|seriously|truly|at all|wanna|gonna|plan to|planning to|intend to|intending to|feel|feeling|be|been|am|im|i|thought about|thinking about|think about|thoughts of|thoughts about|intention to|intentions to|intention of|plans to|plan|urge to|urges to|desire to|considering|considered|have|had|any|the|going to|want|to|of|about|anymore|currently|going|would|will|ever be|gonna ever)\s+){0,4}$/;

// A clearly past experience right before the statement.
const HISTORY_BEFORE =
  /(?:\bused to|\bback when i|\bback then i)\s+(?:(?:be|been|feel|i|im|always|wish|want|wanna|think|hope|could|would|just|really|so|wanna|constantly|often|sometimes|get|a lot)\s+){0,3}$/;
const HISTORY_MESSAGE =
  /\b(?:years ago|a year ago|months ago|in (?:19|20)\d\d|before (?:i started |starting |i got on |going on )?(?:t|testosterone|hrt|transition\w*|i came out|coming out)|pre t|back then|in (?:high school|middle school|college|my teens)|in the past|the year i|as a (?:kid|teen|teenager)|when i was (?:younger|a kid|a teen|a teenager|little|\d+))\b/;
const PAST_BEFORE =
  /(?:\bwas|\bwere|\bfelt|\bhad been|\bused to be|\bwanted to|\bthought about|\btried to|\bi had|\bstruggled with|\bsurvived(?: a| an)?|\bdealt with|\bwent through|\bthe year i)\s+(?:(?:so|really|very|pretty|kinda|often|always|severely|deeply|constantly|badly)\s+)?$/;
const PAST_MATCH = /^(?:wanted|was|were|felt|used|attempted|thought|had)\b/;
const RECURRENCE =
  /\b(?:again|coming back|came back|creeping back|returning|returned|lately|recently|these days|right now|tonight|today|this week|anymore\?|starting to|relapse\w*|still)\b/;

// A question answered no: 'my therapist asked if im suicidal and i said no'.
const ASKED_BEFORE = /\b(?:asked|asks|asking)\s+(?:me\s+)?(?:if|whether)\s+(?:\w+\s+){0,5}$/;
const ANSWERED_NO = /^[^.!?]{0,25}?\b(?:i said no|i said nope|i told (?:him|her|them) no)\b/;

const IMMINENT =
  /\b(?:tonight|right now|today|this weekend|tomorrow|before morning|in an hour|in a few hours|soon|this week)\b/;

function clauseBefore(text: string, index: number): string {
  const before = text.slice(Math.max(0, index - 80), index);
  const cut = Math.max(
    before.lastIndexOf('.'),
    before.lastIndexOf('!'),
    before.lastIndexOf('?'),
    before.lastIndexOf(';'),
    before.lastIndexOf(','),
    before.lastIndexOf(' but '),
  );
  return (cut >= 0 ? before.slice(cut + 1) : before).replace(/^\s*but\s+/, '');
}

function matchCounts(rule: Rule, text: string, match: RegExpMatchArray): boolean {
  const start = match.index ?? 0;
  const before = clauseBefore(text, start);
  const beforeWide = text.slice(Math.max(0, start - 80), start);
  const after = text.slice(start + match[0].length, start + match[0].length + 80);
  if (rule.onlyAfter && !rule.onlyAfter.test(before)) return false;
  if (rule.unlessAfter?.test(after)) return false;
  if (rule.unlessBefore?.test(beforeWide)) return false;
  if (rule.unlessMessage?.test(text)) return false;
  if (!rule.noNegation && NEGATION.test(before)) return false;
  if (ASKED_BEFORE.test(before) && ANSWERED_NO.test(after)) return false;
  const past =
    HISTORY_BEFORE.test(before) ||
    (HISTORY_MESSAGE.test(text) && (PAST_BEFORE.test(before) || PAST_MATCH.test(match[0])));
  if (past && !RECURRENCE.test(text)) return false;
  return true;
}

const LEVEL_RANK: Record<CrisisLevel, number> = { none: 0, concern: 1, urgent: 2 };

/** True when the clause right before `index` negates what follows ('not', 'never', 'no'). */
export function negatedBefore(text: string, index: number): boolean {
  return NEGATION.test(clauseBefore(text, index));
}

/** Idioms that borrow the words of a means or an act but speak of exhaustion. */
const IDIOMS = /\b(?:at )?the end of (?:my|the) (?:rope|tether)\b/;

/** Screens one normalised message with the rules (a few dozen expressions, well under 1 ms). */
export function screenRules(text: string): {
  level: CrisisLevel;
  signals: string[];
  /** Signals that only count beside another (a plan, a gun, a date): read with the conversation. */
  supporting: string[];
  /** A crisis pattern matched but was ruled out (negated, past, an idiom): the writer said not. */
  ruledOut: boolean;
} {
  const signals = new Set<string>();
  const supporting = new Set<string>();
  let level: CrisisLevel = 'none';
  let ruledOut = false;

  if (text) {
    for (const rule of RULES) {
      for (const match of text.matchAll(rule.re)) {
        if (!matchCounts(rule, text, match)) {
          ruledOut = true;
          continue;
        }
        if (rule.supporting) {
          supporting.add(rule.signal);
        } else {
          signals.add(rule.signal);
          if (LEVEL_RANK[rule.level] > LEVEL_RANK[level]) level = rule.level;
        }
        break;
      }
    }
  }

  // An idiom that borrows a means ("at the end of my rope") is the writer's own words for
  // exhaustion: the classifier must be as sure as it must be to overrule them.
  if (IDIOMS.test(text)) ruledOut = true;

  if (signals.size > 0) {
    for (const signal of supporting) signals.add(signal);
    if (supporting.size > 0) level = 'urgent';
    if (IMMINENT.test(text)) {
      signals.add('imminent');
      level = 'urgent';
    }
  }

  return { level, signals: [...signals].sort(), supporting: [...supporting].sort(), ruledOut };
}
