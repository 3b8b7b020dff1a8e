// Part of the offline coach (see coach.ts).
/** One consistent line carried by every offline reply. */
export const offlineCoachNotice =
  "_I'm Stride's offline coach: general information only, not medical advice. Your prescriber knows your plan._";

export interface OfflineCoachContext {
  /** The display (preferred) name, never the legal name. */
  name?: string;
  /** `YYYY-MM-DD`, the due day of the next dose. */
  nextInjectionDate?: string | null;
  /** Days until the next dose (negative once overdue). */
  daysUntilNext?: number | null;
  /** Adherence over the last 90 days, as a whole percent (0-100). */
  adherenceRate?: number | null;
  /** The latest check-in mood, 1 (low) to 5 (great). */
  recentMood?: number | null;
  /** Any integer that rotates affirmations and prompts (e.g. a message count); defaults to one derived from the message. */
  seed?: number;
  /** The prescription's route: site advice names only the sites the picker offers for it. */
  route?: 'IM' | 'SubQ' | null;
  /** The rotation's next site (the prescription's suggestedSite), e.g. 'left-glute'. */
  suggestedSite?: string | null;
}

/** A site id as the picker words it: 'left-glute' → 'Left glute'. */
export function siteWords(site: string): string {
  const words = site.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type OfflineIntent =
  | 'crisis'
  | 'missed-dose'
  | 'late-dose'
  | 'dose-question'
  | 'site-rotation'
  | 'drawing-up'
  | 'vial-storage'
  | 'early-changes'
  | 'side-effects'
  | 'provider-questions'
  | 'injection-anxiety'
  | 'low-mood'
  | 'affirmation'
  | 'journaling'
  | 'greeting'
  | 'thanks'
  | 'help'
  | 'fallback';

export interface OfflineCoachReply {
  reply: string;
  intent: OfflineIntent;
}
