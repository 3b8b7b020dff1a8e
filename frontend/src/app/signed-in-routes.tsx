import { lazy } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import { paths, safeNextPath } from '../config/paths';
import { QueryProvider } from '../lib/query-provider';
import { openRoutes } from './open-routes';
import { OutboxSync } from './outbox-sync';

// Signed in: the shell and its pages.
const AppShell = lazy(() => import('./shell/app-shell'));
const DashboardRoute = lazy(() => import('./routes/dashboard-route'));
const CalendarRoute = lazy(() => import('./routes/calendar-route'));
const JournalRoute = lazy(() => import('./routes/journal-route'));
const AnalyticsRoute = lazy(() => import('./routes/analytics-route'));
const AnalyticsReportRoute = lazy(() => import('./routes/analytics-report-route'));
const AiCoachRoute = lazy(() => import('./routes/ai-coach-route'));
const PhotosRoute = lazy(() => import('./routes/photos-route'));
const LabsRoute = lazy(() => import('./routes/labs-route'));
const CommunityRoute = lazy(() => import('./routes/community-route'));
const CommunityReviewRoute = lazy(() => import('./routes/community-review-route'));
const CircleRoute = lazy(() => import('./routes/circle-route'));
const SettingsRoute = lazy(() => import('./routes/settings-route'));

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
