import { StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { SessionProvider } from '../lib/session/session-provider';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollManager } from './scroll-manager';
import { UpdatePromptHost } from './update-prompt-host';

function RoutedApp() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      {/* Nothing to show for the few milliseconds a page's chunk takes to arrive. */}
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The whole app under a router: BrowserRouter in the browser, StaticRouter when the build
 * prerenders the signed-out pages (entry-server.tsx). `prerendered`: the page's HTML came
 * from that build and is being hydrated.
 */
export function AppTree({
  router: Router,
  prerendered = false,
}: {
  router: ComponentType<{ children: ReactNode }>;
  prerendered?: boolean;
}) {
  return (
    <StrictMode>
      <AppProviders prerendered={prerendered}>
        <Router>
          <SessionProvider>
            <ScrollManager />
            <RoutedApp />
            <UpdatePromptHost />
          </SessionProvider>
        </Router>
      </AppProviders>
    </StrictMode>
  );
}

export function App({ prerendered = false }: { prerendered?: boolean }) {
  return <AppTree router={BrowserRouter} prerendered={prerendered} />;
}
