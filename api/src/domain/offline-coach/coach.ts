/**
 * The offline coach: what Stride answers with when no AI service is configured.
 * A curated knowledge base written for trans men on testosterone, matched by
 * intent (weighted keywords and phrases, tolerant of typos), lightly personalised
 * with the person's schedule and check-ins.
 *
 * Ground rules of the content: general education only; warm and affirming; never
 * a dose amount, volume or a change of dose or timing (those always go to the
 * prescriber); never anything about methods of self-harm. Crisis messages never
 * reach the knowledge base: they get `crisisReply` (the route screens first, and
 * this module screens again as a second safety net).
 */
import { crisisReply, detectCrisis } from '../crisis/index.js';
import { type OfflineCoachContext, type OfflineCoachReply } from './context.js';
import { classify } from './match.js';
import { hashSeed, REPLIES } from './replies.js';

/**
 * Answers a chat message from the built-in knowledge base. A crisis message gets
 * `crisisReply` (intent 'crisis') instead: this is a second safety net, the
 * route screens first.
 */
export function offlineCoachReply(
  message: string,
  context: OfflineCoachContext = {},
): OfflineCoachReply {
  if (detectCrisis(message).crisis) {
    return { reply: crisisReply(context.name), intent: 'crisis' };
  }
  const intent = classify(message);
  const seed = Number.isInteger(context.seed) ? (context.seed as number) : hashSeed(message);
  return { reply: REPLIES[intent](context, Math.abs(seed)), intent };
}
