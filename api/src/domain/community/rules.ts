/**
 * The community board's rules, as pure functions (api.md "Community board (issue 16)"): when
 * reports hide a post, how 'helpful' sorts, the per-member rate limits, who is a new member,
 * when Community Champion unlocks, and what a community name may be.
 */
import type { RateLimitRule } from '../rate-limit.js';
import { communityLimits, communityMessages } from '../../contracts/community.js';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** Reports by this many different members hide a post or reply pending review. */
export function hiddenByReports(reporterIds: Iterable<string>): boolean {
  return new Set(reporterIds).size >= communityLimits.reportThreshold;
}

/** Per-member fixed windows: posts, replies, and everything else a member does to others. */
export const communityRateRules = {
  post: { limit: 5, windowMs: hourMs },
  reply: { limit: 30, windowMs: hourMs },
  action: { limit: 120, windowMs: hourMs },
} as const satisfies Record<string, RateLimitRule>;
export type CommunityRateKind = keyof typeof communityRateRules;

/** New members' links are shown as text: younger than 7 days, or fewer than 3 published. */
export const newMemberRule = { accountAgeDays: 7, publishedMin: 3 } as const;

export function isNewMember(accountCreatedAt: string, published: number, now: number): boolean {
  const age = now - Date.parse(accountCreatedAt);
  return !(age >= newMemberRule.accountAgeDays * dayMs && published >= newMemberRule.publishedMin);
}

/** Community Champion: 10 own replies, each marked helpful by at least one other member. */
export const championRule = { helpfulReplies: 10 } as const;

/** Replies (by their author and the members who marked each helpful) that count for a member. */
export function helpfulRepliesOf(
  memberId: string,
  replies: readonly { authorId: string; helpfulBy: readonly string[] }[],
): number {
  return replies.filter((r) => r.authorId === memberId && r.helpfulBy.some((m) => m !== memberId))
    .length;
}

export function isChampion(helpfulReplies: number): boolean {
  return helpfulReplies >= championRule.helpfulReplies;
}

export interface Rankable {
  createdAt: string;
  /** Helpful reactions from members other than the author. */
  helpful: number;
  /** Every other reaction. */
  others: number;
}

/** 'helpful': most helpful first, then most other reactions, then newest. */
export function byHelpful(a: Rankable, b: Rankable): number {
  return b.helpful - a.helpful || b.others - a.others || b.createdAt.localeCompare(a.createdAt);
}

export function byNewest(a: { createdAt: string }, b: { createdAt: string }): number {
  return b.createdAt.localeCompare(a.createdAt);
}

/** Search: every word of `q` appears in the text (case-insensitive). */
export function matchesSearch(text: string, q: string | undefined): boolean {
  if (!q) return true;
  const haystack = text.normalize('NFC').toLowerCase();
  return q
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The community name shown until the member saves one. */
export function defaultDisplayName(preferredName: string | undefined, memberId: string): string {
  const preferred = preferredName?.trim() ?? '';
  if (preferred.length >= communityLimits.displayNameMin) {
    return preferred.slice(0, communityLimits.displayNameMax);
  }
  return `Member ${memberId.replace(/-/g, '').slice(0, 4).toUpperCase()}`;
}

const reservedNames = ['moderator', 'admin', 'stride', 'support'];
const fold = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Why a chosen community name is refused, or null when it may be used. Refused: anything with an
 * @, the account's email or its part before the @, the legal name (first and last, either
 * order), a legal first or last name alone unless it is also the preferred name (the person
 * chose it), and the reserved words.
 */
export function displayNameProblem(
  name: string,
  account: { email: string; firstName: string; lastName: string; preferredName?: string },
): string | null {
  const folded = fold(name);
  if (folded.includes('@')) return communityMessages.displayNameEmail;
  if (reservedNames.some((word) => folded === word || folded.startsWith(`${word} `))) {
    return communityMessages.displayNameReserved;
  }
  const email = fold(account.email);
  const local = email.split('@')[0] ?? '';
  const first = fold(account.firstName);
  const last = fold(account.lastName);
  const preferred = fold(account.preferredName ?? '');
  const legal = [local, `${first} ${last}`.trim(), `${last} ${first}`.trim(), first, last].filter(
    (value) => value.length > 0 && value !== preferred,
  );
  return legal.includes(folded) || folded === email ? communityMessages.displayNameLegal : null;
}

/** The opaque page cursor: the offset into the sorted list. */
export function encodeCursor(offset: number): string {
  return `o${offset.toString(36)}`;
}

export function decodeCursor(cursor: string | undefined): number | null {
  if (cursor === undefined) return 0;
  const match = /^o([0-9a-z]{1,8})$/.exec(cursor);
  if (!match) return null;
  const offset = parseInt(match[1]!, 36);
  return Number.isSafeInteger(offset) && offset <= 100_000 ? offset : null;
}
