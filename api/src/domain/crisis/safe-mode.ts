/**
 * Safe mode: after a crisis card (urgent or concern), the rest of the session stays gentle. The
 * coach checks in first, shows no feature list and no gamification, and answers practical questions
 * (a dose, a site, a side effect) after the check-in. A session is the time since the crisis
 * message, up to SAFE_MODE_MS.
 */
import { safeDisplayName } from './reply.js';

export const SAFE_MODE_MS = 12 * 60 * 60 * 1000;

/** True when a crisis message was screened within the session window. */
export function inSafeMode(
  history: readonly { crisis: boolean; createdAt: string }[],
  nowMs: number,
): boolean {
  return history.some((m) => m.crisis && nowMs - Date.parse(m.createdAt) < SAFE_MODE_MS);
}

/** Intents whose answer still helps in safe mode (practical questions about care). */
const PRACTICAL = new Set([
  'missed-dose',
  'late-dose',
  'dose-question',
  'site-rotation',
  'drawing-up',
  'vial-storage',
  'early-changes',
  'side-effects',
  'provider-questions',
  'injection-anxiety',
  'low-mood',
  'loneliness',
  'family-rejection',
  'dysphoria',
]);

/** Words that belong to the game, not to a hard night. */
const GAME_WORDS = /\b(?:xp|streaks?|levels? up|achievements?|badges?|weekly goals?)\b/i;

export function safeModeReply(
  offline: { reply: string; intent: string },
  name: string | undefined,
): string {
  const who = safeDisplayName(name);
  const checkIn = `${who ? `${who}, before` : 'Before'} anything else: how are you doing right now? I'm still here, and the people in the support list are there any time if things feel heavy again.`;
  if (!PRACTICAL.has(offline.intent)) {
    return `${checkIn}\n\nIf you'd like to talk about what's on your mind, I'm listening.`;
  }
  const practical = offline.reply
    .split('\n')
    .filter((line) => !GAME_WORDS.test(line))
    .join('\n')
    .trim();
  return `${checkIn}\n\n${practical}`;
}
