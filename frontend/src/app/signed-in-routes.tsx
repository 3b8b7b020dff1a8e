import { lazy } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import { paths, safeNextPath } from '../config/paths';
import { QueryProvider } from '../lib/query-provider';
import { openRoutes } from './open-routes';
import { pages, preloadPage } from './page-chunks';
import { OutboxSync } from './outbox-sync';
import { wideShellQuery } from './shell/shell-layout';

const loadShell = () => import('./shell/app-shell');
const AppShell = lazy(loadShell);

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
  void preloadPage(pathname);
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
          {Object.entries(pages).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        {/* / and anything else (the landing page and /register included) → the dashboard. */}
        <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
      </Routes>
    </QueryProvider>
  );
}
