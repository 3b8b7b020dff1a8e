/** The dashboard's quick actions, in the spec's order; the page decides what each opens. */
export const quickActionIds = [
  'photo-gallery',
  'ai-coach',
  'journal-entry',
  'log-injection',
  'mood-checkin',
  'daily-goals',
] as const;
export type QuickActionId = (typeof quickActionIds)[number];

export const quickActionLabels: Readonly<Record<QuickActionId, string>> = {
  'photo-gallery': 'Photo Gallery',
  'ai-coach': 'Chat with the AI coach',
  'journal-entry': 'Journal Entry',
  'log-injection': 'Log Injection',
  'mood-checkin': 'Mood Check-in',
  'daily-goals': 'Daily Goals',
};
