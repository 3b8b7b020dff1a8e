/**
 * Prompts for the days the page stays blank: written for trans men on T, about the body, the
 * people around them, and the quieter changes as much as the visible ones.
 */
export const journalPrompts: readonly string[] = [
  'What felt most like you this week?',
  'What change have you noticed lately that nobody else has mentioned yet?',
  'When did you feel at home in your body recently? What were you doing?',
  'Who made you feel seen this week, and what did they do?',
  'What is something hard right now that you want to remember getting through?',
  'How does your voice feel to you these days? Has anything surprised you?',
  'Describe a moment of gender joy, however small.',
  'What would you tell yourself on your first day on T?',
  'What are you looking forward to in the next few months of your transition?',
  'Which boundary did you hold (or want to hold) this week?',
  'How did your energy and mood move around your last dose?',
  'What do you want your future self to know about today?',
];

/** The prompt after `index`, wrapping around. */
export function nextPromptIndex(index: number, count = journalPrompts.length): number {
  return count === 0 ? 0 : (index + 1) % count;
}

/** Today's first prompt: the same all day, a different one tomorrow. */
export function promptIndexForDate(date: string, count = journalPrompts.length): number {
  let hash = 0;
  for (const char of date) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return count === 0 ? 0 : hash % count;
}

export function promptAt(index: number): string {
  return journalPrompts[index % journalPrompts.length] ?? journalPrompts[0] ?? '';
}
