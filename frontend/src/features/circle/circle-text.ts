import type { ShareScope } from '../../entities/circle';
import { dateTimeFormat } from '../../lib/date-time-format';

/** The support circle's words, in one place. */
export const scopeLabels: Record<ShareScope, string> = {
  'doses-adherence': 'Upcoming doses and adherence',
  'provider-report': 'Provider report',
  'shared-journal': 'Journal entries you mark as shared',
  'mood-trend': 'Mood trend',
};

export const relationshipLabels = {
  friend: 'Friend',
  family: 'Family',
  partner: 'Partner',
  provider: 'Provider',
  other: 'Other',
} as const;

/** "Nov 21, 2026, 9:00 AM" in the viewer's own zone. */
export function instantText(iso: string): string {
  return dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function dateText(iso: string): string {
  return dateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));
}
