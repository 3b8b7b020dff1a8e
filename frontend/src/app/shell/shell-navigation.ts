import {
  BeakerFilled,
  BeakerRegular,
  BookOpenFilled,
  BookOpenRegular,
  CalendarLtrFilled,
  CalendarLtrRegular,
  ChatSparkleFilled,
  ChatSparkleRegular,
  DataTrendingFilled,
  DataTrendingRegular,
  HomeFilled,
  HomeRegular,
  ImageMultipleFilled,
  ImageMultipleRegular,
  PeopleCommunityFilled,
  PeopleCommunityRegular,
  PeopleTeamFilled,
  PeopleTeamRegular,
  SettingsFilled,
  SettingsRegular,
  ShieldTaskFilled,
  ShieldTaskRegular,
  bundleIcon,
  type FluentIcon,
} from '@fluentui/react-icons';
import { paths } from '../../config/paths';

export interface ShellNavItem {
  to: string;
  label: string;
  icon: FluentIcon;
  /** Listed only for community moderators (the API refuses everyone else anyway). */
  moderatorOnly?: boolean;
}

/**
 * The sidebar (spec section 2 with product.md: Journal and Analytics are listed too; progress
 * photos have their own page rather than living only inside the coach).
 */
export const shellNavItems: readonly ShellNavItem[] = [
  { to: paths.dashboard, label: 'Dashboard', icon: bundleIcon(HomeFilled, HomeRegular) },
  { to: paths.calendar, label: 'Entries', icon: bundleIcon(CalendarLtrFilled, CalendarLtrRegular) },
  { to: paths.journal, label: 'Journal', icon: bundleIcon(BookOpenFilled, BookOpenRegular) },
  {
    to: paths.analytics,
    label: 'Analytics',
    icon: bundleIcon(DataTrendingFilled, DataTrendingRegular),
  },
  {
    to: paths.ai,
    label: 'Chat with the AI coach',
    icon: bundleIcon(ChatSparkleFilled, ChatSparkleRegular),
  },
  {
    to: paths.photos,
    label: 'Progress photos',
    icon: bundleIcon(ImageMultipleFilled, ImageMultipleRegular),
  },
  { to: paths.labs, label: 'Labs & supplies', icon: bundleIcon(BeakerFilled, BeakerRegular) },
  {
    to: paths.community,
    label: 'Community',
    icon: bundleIcon(PeopleCommunityFilled, PeopleCommunityRegular),
  },
  {
    to: paths.communityReview,
    label: 'Review queue',
    icon: bundleIcon(ShieldTaskFilled, ShieldTaskRegular),
    moderatorOnly: true,
  },
  {
    to: paths.circle,
    label: 'Support circle',
    icon: bundleIcon(PeopleTeamFilled, PeopleTeamRegular),
  },
  { to: paths.settings, label: 'Settings', icon: bundleIcon(SettingsFilled, SettingsRegular) },
];

/** The sidebar entry a path belongs to, the most specific one (/journal/42 → /journal,
 *  /community/review → /community/review). */
export function activeNavPath(pathname: string): string | undefined {
  return shellNavItems
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0]?.to;
}

export const shellText = {
  navLabel: 'Main navigation',
  openMenu: 'Open navigation',
  closeMenu: 'Close navigation',
  signOut: 'Sign out',
  signingOut: 'Signing out...',
} as const;
