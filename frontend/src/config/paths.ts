/** Every route string of the app, in one place. */
export const paths = {
  landing: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  terms: '/terms',
  privacy: '/privacy',
  /** How Stride protects accounts and data (the landing footer's Security). */
  security: '/security',
  /** Common questions (the landing footer's Help Center). */
  help: '/help',
  /** After erasing the account. */
  goodbye: '/goodbye',
  dashboard: '/dashboard',
  calendar: '/calendar',
  journal: '/journal',
  analytics: '/analytics',
  /** The print-ready provider report (under /analytics, so signed-out visits go to /login). */
  analyticsReport: '/analytics/report',
  ai: '/ai',
  /** Progress photos (also the dashboard's 'Photo Gallery' dialog). */
  photos: '/photos',
  /** Lab results, the estimated level and supplies (issue 21). */
  labs: '/labs',
  community: '/community',
  /** The moderators' review queue (issue 16; in the navigation only for moderators). */
  communityReview: '/community/review',
  /** Supporters and share links (issue 16). */
  circle: '/circle',
  /** A share link's public page: /share/{token}, no sign-in. */
  share: '/share/:token',
  settings: '/settings',
} as const;

/** Pages that need a signed-in user; a visitor is sent to /login?next=<the page>. */
export const signedInPaths = [
  paths.dashboard,
  paths.calendar,
  paths.journal,
  paths.analytics,
  paths.ai,
  paths.photos,
  paths.labs,
  paths.community,
  paths.circle,
  paths.settings,
] as const;

/** Section ids on the landing page, used by header links and scroll buttons. */
export const landingSections = {
  features: 'features',
  about: 'about',
  waitlist: 'waitlist',
} as const;

/** /login?next=/dashboard: where to go back to after signing in. */
export function loginPathFor(next: string): string {
  // Slashes are legal in a query string; keeping them makes the address readable.
  return `${paths.login}?next=${encodeURIComponent(next).replace(/%2F/gi, '/')}`;
}

/** Only same-site paths are honoured as a return address (never //host or a full URL). */
export function safeNextPath(next: string | null | undefined): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : null;
}
