import { lazy } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import { paths, safeNextPath } from '../config/paths';
import { QueryProvider } from '../lib/query-provider';
import { openRoutes } from './open-routes';
import { OutboxSync } from './outbox-sync';
import { wideShellQuery } from './shell/shell-layout';

// Signed in: the shell and its pages, each its own chunk.
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
const loadShell = () => import('./shell/app-shell');
const AppShell = lazy(loadShell);
const DashboardRoute = lazy(pageChunks[paths.dashboard]);
const CalendarRoute = lazy(pageChunks[paths.calendar]);
const JournalRoute = lazy(pageChunks[paths.journal]);
const AnalyticsRoute = lazy(pageChunks[paths.analytics]);
const AnalyticsReportRoute = lazy(pageChunks[paths.analyticsReport]);
const AiCoachRoute = lazy(pageChunks[paths.ai]);
const PhotosRoute = lazy(pageChunks[paths.photos]);
const LabsRoute = lazy(pageChunks[paths.labs]);
const CommunityRoute = lazy(pageChunks[paths.community]);
const CommunityReviewRoute = lazy(pageChunks[paths.communityReview]);
const CircleRoute = lazy(pageChunks[paths.circle]);
const SettingsRoute = lazy(pageChunks[paths.settings]);

/**
 * The first page's code starts with the shell's, not after it (issue 15): as soon as this
 * module runs (app/start.ts fetches it beside the session check when there is a token), the
 * shell, the sidebar on wide screens and the page's chunk are fetched side by side. The
 * dashboard's data is already on its way (app/start.ts).
 */
function startFirstPage(pathname: string) {
  void loadShell().catch(() => undefined);
  // Wide screens show the sidebar at once: its chunk too (narrow ones load it on intent).
  if (window.matchMedia(wideShellQuery).matches) {
    void import('./shell/shell-drawer').catch(() => undefined);
  }
  const page = Object.entries(pageChunks).find(([path]) => path === pathname)?.[1];
  void page?.().catch(() => undefined);
}
if (typeof window !== 'undefined') startFirstPage(window.location.pathname);

/** /login once signed in: on to the page asked for (login?next=…), else the dashboard. */
function RedirectAfterSignIn() {
  const [params] = useSearchParams();
  return <Navigate to={safeNextPath(params.get('next')) ?? paths.dashboard} replace />;
}

/** The signed-in route set: the shell's pages; / and anything else go to the dashboard. */
export default function SignedInRoutes() {
  return (
    <QueryProvider>
      <OutboxSync />
      <Routes>
        <Route path={paths.login} element={<RedirectAfterSignIn />} />
        {openRoutes}
        <Route element={<AppShell />}>
          <Route path={paths.dashboard} element={<DashboardRoute />} />
          <Route path={paths.calendar} element={<CalendarRoute />} />
          <Route path={paths.journal} element={<JournalRoute />} />
          <Route path={paths.analytics} element={<AnalyticsRoute />} />
          <Route path={paths.analyticsReport} element={<AnalyticsReportRoute />} />
          <Route path={paths.ai} element={<AiCoachRoute />} />
          <Route path={paths.photos} element={<PhotosRoute />} />
          <Route path={paths.labs} element={<LabsRoute />} />
          <Route path={paths.community} element={<CommunityRoute />} />
          <Route path={paths.communityReview} element={<CommunityReviewRoute />} />
          <Route path={paths.circle} element={<CircleRoute />} />
          <Route path={paths.settings} element={<SettingsRoute />} />
        </Route>
        {/* / and anything else (the landing page and /register included) → the dashboard. */}
        <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
      </Routes>
    </QueryProvider>
  );
}
