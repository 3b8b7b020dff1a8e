import { StrictMode, Suspense } from 'react';
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

export function App() {
  return (
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <SessionProvider>
            <ScrollManager />
            <RoutedApp />
            <UpdatePromptHost />
          </SessionProvider>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}
