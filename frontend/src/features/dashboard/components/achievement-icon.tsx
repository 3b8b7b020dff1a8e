import {
  BookOpenFilled,
  CalendarStarFilled,
  FireFilled,
  PeopleCommunityFilled,
  RibbonFilled,
  StarFilled,
  TrophyFilled,
  type FluentIcon,
} from '@fluentui/react-icons';

/** The server names an icon per achievement; these are ours for each name. */
const icons: Readonly<Record<string, FluentIcon>> = {
  flame: FireFilled,
  trophy: TrophyFilled,
  'calendar-star': CalendarStarFilled,
  people: PeopleCommunityFilled,
  star: StarFilled,
  book: BookOpenFilled,
};

export function AchievementIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? RibbonFilled;
  return <Icon className={className} aria-hidden="true" />;
}
