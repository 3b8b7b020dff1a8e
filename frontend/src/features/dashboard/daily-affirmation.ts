/**
 * Affirmations for the 'Daily Affirmation' card, written for trans men on T: about being
 * himself already, the patience the changes ask for, the body, the people around him, and
 * the ordinary days as much as the milestones. One a day, the same all day.
 */
export const affirmations: readonly string[] = [
  'You are not becoming a man. You are becoming more visibly the man you already are.',
  'Every dose is a promise kept to yourself.',
  'Your timeline is yours. There is no late, and there is no behind.',
  'The voice you are growing into was always yours to claim.',
  'You deserve to take up space exactly as you are today.',
  'Small changes count. The ones only you notice count the most.',
  'Your masculinity does not need anyone else’s approval to be real.',
  'Rest is part of the work. You can slow down and still be moving forward.',
  'You have already done something brave: you chose to live as yourself.',
  'Your body is not a problem to solve. It is a home you are making your own.',
  'The people who see you clearly are lucky to know you.',
  'Hard days do not undo your progress. They are part of it.',
  'You are allowed to feel joy about who you are becoming.',
  'Being patient with your changes is a kind of strength.',
  'You are worthy of care: from your doctor, your friends and yourself.',
  'There is no one right way to be a man. Your way is valid.',
  'You can be proud of today even if nothing visible changed.',
  'Your name is yours, and you wear it well.',
  'Trans men have always existed, and you belong to a long, strong line of them.',
  'Checking in with yourself is not small. It is how you take your own side.',
  'You are allowed to ask for what you need.',
  'Some days dysphoria is loud. It is never the whole truth about you.',
  'Your consistency is quiet, and it is adding up.',
  'The mirror is catching up with what you have known all along.',
  'You are enough at every stage: before, during and after.',
  'Softness and strength live together in you, and both are masculine.',
  'You are building a life that fits. That takes courage every single day.',
  'Celebrate the wins, even the tiny ones: they are yours.',
  'Whatever today brings, you are still on your way, and still you.',
  'You are doing a good job taking care of yourself. Keep going.',
];

/** A day's affirmation index: the same all day, usually a different one tomorrow. */
export function affirmationIndexForDate(date: string, count = affirmations.length): number {
  if (count === 0) return 0;
  // Day number since the epoch (a calendar date, no time zone involved) walks the list, with
  // a stride coprime to the length so consecutive days never repeat and every one comes round.
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = Math.floor(Date.UTC(y, m - 1, d) / 86_400_000);
  const stride = 7;
  return (((day * stride) % count) + count) % count;
}

/** Today's affirmation (`today` as 'YYYY-MM-DD' in the person's zone). */
export function affirmationForDate(date: string): string {
  return affirmations[affirmationIndexForDate(date)] ?? affirmations[0] ?? '';
}
