import {
  Battery10Regular,
  Battery1Regular,
  Battery3Regular,
  Battery5Regular,
  Battery7Regular,
  EmojiLaughRegular,
  EmojiMehRegular,
  EmojiSadRegular,
  EmojiSadSlightRegular,
  EmojiSmileSlightRegular,
  type FluentIcon,
} from '@fluentui/react-icons';

/** One point of a 1-5 scale: its value, its words, and the picture beside them. */
export interface ScaleLevel {
  value: 1 | 2 | 3 | 4 | 5;
  label: string;
  icon: FluentIcon;
}

/** Mood 1-5, from a hard day to a great one: five faces. */
export const moodLevels: readonly ScaleLevel[] = [
  { value: 1, label: 'Rough', icon: EmojiSadRegular },
  { value: 2, label: 'Low', icon: EmojiSadSlightRegular },
  { value: 3, label: 'Okay', icon: EmojiMehRegular },
  { value: 4, label: 'Good', icon: EmojiSmileSlightRegular },
  { value: 5, label: 'Great', icon: EmojiLaughRegular },
];

/** Energy 1-5: a battery filling up. */
export const energyLevels: readonly ScaleLevel[] = [
  { value: 1, label: 'Drained', icon: Battery1Regular },
  { value: 2, label: 'Tired', icon: Battery3Regular },
  { value: 3, label: 'Steady', icon: Battery5Regular },
  { value: 4, label: 'Lively', icon: Battery7Regular },
  { value: 5, label: 'Charged', icon: Battery10Regular },
];

/** The level of a stored score, or null when there is none (or it is out of range). */
export function levelOf(scale: readonly ScaleLevel[], value: number | null | undefined) {
  return scale.find((level) => level.value === value) ?? null;
}

/** 'Mood: Good (4 of 5)': the words a screen reader hears for a stored score. */
export function describeScore(name: string, scale: readonly ScaleLevel[], value: number) {
  const level = levelOf(scale, value);
  return level ? `${name}: ${level.label} (${value} of 5)` : `${name}: ${value} of 5`;
}
