/**
 * The crisis screen: the one place that decides whether a message (a coach message, a photo note,
 * a journal entry) is urgent, concern, distress or none. It runs before any model, with or without
 * an AI service, and errs towards a caring check-in: a false alarm costs a warm message and a list
 * of helplines, a miss can cost a life.
 *
 * Layers (a message is a crisis when either says so):
 * 1. rules (rules*.ts, distress-rules.ts) for the clear cases, with negation and past tense;
 * 2. a trained classifier (classifier.ts) for the wording the rules never saw;
 * 3. optionally Azure AI Content Safety (ai/content-safety.ts), which can only add a flag.
 *
 * Decisions where the spec is silent are listed in rules.test.ts and DEVELOPERS.md.
 */
import { classifierTier, classify, evidenceWords, SHORT_MESSAGE_WORDS } from './classifier.js';
import { distressThemes, type DistressTheme } from './distress-rules.js';
import { normalizeForCrisis } from './normalize.js';
import { screenRules } from './rules.js';
import {
  moreSerious,
  TIER_RANK,
  type CrisisLevel,
  type CrisisResult,
  type CrisisTier,
} from './types.js';

export { crisisResources, type CrisisResource } from '../../contracts/crisis-resources.js';
export { classify, classifierTier } from './classifier.js';
export type { DistressTheme } from './distress-rules.js';
export { normalizeForCrisis } from './normalize.js';
export { crisisReply, safeDisplayName } from './reply.js';
export type { CrisisLevel, CrisisResult, CrisisTier } from './types.js';
export { moreSerious, TIER_RANK } from './types.js';

/** How many of the person's latest messages the screen reads together. */
export const CONTEXT_MESSAGES = 3;

interface Screened extends CrisisResult {
  themes: DistressTheme[];
  supporting: string[];
}

function levelOf(tier: CrisisTier): CrisisLevel {
  return tier === 'urgent' || tier === 'concern' ? tier : 'none';
}

function result(tier: CrisisTier, signals: Iterable<string>): CrisisResult {
  return {
    crisis: TIER_RANK[tier] >= TIER_RANK.concern,
    level: levelOf(tier),
    tier,
    signals: [...new Set(signals)].sort(),
  };
}

function screenText(text: string): Screened {
  if (!text) return { ...result('none', []), themes: [], supporting: [] };
  const rules = screenRules(text);
  const themes = distressThemes(text);
  const words = evidenceWords(text);
  const model =
    words === 0
      ? 'none'
      : classifierTier(classify(text), rules.ruledOut || words <= SHORT_MESSAGE_WORDS);
  let tier: CrisisTier = rules.level;
  const signals = [...rules.signals];
  if (themes.length > 0) {
    tier = moreSerious(tier, 'distress');
    signals.push(...themes.map((theme) => `distress:${theme}`));
  }
  // Means in hand said beside pain ("im so done. getting the knife") is urgent.
  if (rules.supporting.length > 0 && (themes.length > 0 || rules.level !== 'none')) {
    tier = 'urgent';
    signals.push(...rules.supporting);
  }
  if (TIER_RANK[model] > TIER_RANK[tier]) {
    tier = model;
    signals.push('classifier');
  }
  return { ...result(tier, signals), themes, supporting: rules.supporting };
}

let warmUpScheduled = false;

/**
 * The rules' regular expressions compile on first use: on a new instance the first message
 * screened took about 0.1-0.2 s more than the next ones (`npm run bench`, "whole screen cold").
 * Screening a few varied messages once, a second after start-up and off any request, spares the
 * first person who writes to the coach on a new instance that wait. Once per process.
 */
export function warmUpCrisisScreenSoon(delayMs = 1_000): void {
  if (warmUpScheduled) return;
  warmUpScheduled = true;
  const timer = setTimeout(() => {
    for (const text of [
      'I feel hopeless and alone tonight',
      "i can't do this anymore, i have the pills ready",
      'sore after my shot yesterday, is that normal?',
      'my dad said he would kill me if i came out',
      'no quiero vivir así',
    ]) {
      detectCrisis(text);
    }
    screenConversation(['hi', 'I feel hopeless']);
  }, delayMs);
  timer.unref();
}

/** Screens one message on its own. */
export function detectCrisis(message: string): CrisisResult {
  const { crisis, level, tier, signals } = screenText(normalizeForCrisis(message));
  return { crisis, level, tier, signals };
}

/** The distress themes of one message, for the caring reply to reflect back. */
export function distressThemesOf(message: string): DistressTheme[] {
  return distressThemes(normalizeForCrisis(message));
}

/**
 * Screens the newest of a person's messages in the light of the ones just before it (oldest
 * first, newest last; only the last CONTEXT_MESSAGES are read). "I have the pills ready" after
 * "I can't do this anymore" is urgent. Context only ever raises the newest message's tier, and
 * only when the newest message is what turns the conversation into a crisis, so a person who
 * has already had the crisis card is not shown it again for "thank you, I'm safe now".
 */
export function screenConversation(messages: readonly string[]): CrisisResult {
  const recent = messages.slice(-CONTEXT_MESSAGES).map(normalizeForCrisis);
  const newest = screenText(recent.at(-1) ?? '');
  const earlier = recent.slice(0, -1).filter(Boolean);
  const strip = ({ crisis, level, tier, signals }: Screened): CrisisResult => ({
    crisis,
    level,
    tier,
    signals,
  });
  if (earlier.length === 0 || newest.tier === 'urgent') return strip(newest);

  const before = screenText(earlier.join(' . '));
  let tier: CrisisTier = newest.tier;
  const signals = [...newest.signals];
  // A plan or a means said after pain or ideation is urgent, even when neither is on its own.
  if (newest.supporting.length > 0 && TIER_RANK[before.tier] >= TIER_RANK.distress) {
    tier = 'urgent';
    signals.push(...newest.supporting);
  }
  // The conversation read as one text, when only the newest message makes it a crisis.
  const together = screenText([...earlier, recent.at(-1) ?? ''].join(' . '));
  if (together.crisis && !before.crisis && TIER_RANK[together.tier] > TIER_RANK[tier]) {
    tier = together.tier;
  }
  if (tier !== newest.tier) signals.push('context');
  return result(tier, signals);
}
