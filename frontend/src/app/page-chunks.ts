import { paths } from '../config/paths';
import { retryableLazy } from '../lib/load-on-intent';

/**
 * The signed-in pages, each its own chunk. Made with retryableLazy, so a page whose code has
 * arrived renders at once: the shell fetches a page's code before it navigates there
 * (`preloadPage`), and the page it leaves stays until then, as React's transitions did (the app
 * runs on preact/compat; docs/decisions/0006-preact.md). A chunk that fails shows the route's
 * error screen.
 */
const pageChunks = {
  [paths.dashboard]: () => import('./routes/dashboard-route'),
  [paths.calendar]: () => import('./routes/calendar-route'),
  [paths.journal]: () => import('./routes/journal-route'),
  [paths.analytics]: () => import('./routes/analytics-route'),
  [paths.analyticsReport]: () => import('./routes/analytics-report-route'),
  [paths.ai]: () => import('./routes/ai-coach-route'),
  [paths.photos]: () => import('./routes/photos-route'),
  [paths.labs]: () => import('./routes/labs-route'),
  [paths.community]: () => import('./routes/community-route'),
  [paths.communityReview]: () => import('./routes/community-review-route'),
  [paths.circle]: () => import('./routes/circle-route'),
  [paths.settings]: () => import('./routes/settings-route'),
};

export const pages = Object.fromEntries(
  Object.entries(pageChunks).map(([path, load]) => [path, retryableLazy(load)]),
) as { [P in keyof typeof pageChunks]: ReturnType<typeof retryableLazy> };

/** Fetches a signed-in page's code (resolves, never rejects, once it arrived or failed). */
export function preloadPage(pathname: string): Promise<void> {
  const page = Object.entries(pages).find(([path]) => path === pathname)?.[1];
  return page ? page.preload() : Promise.resolve();
}
