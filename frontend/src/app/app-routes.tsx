import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { loginPathFor, paths, signedInPaths } from '../config/paths';
import { BootShellDone } from '../lib/boot-shell';
import { useSession } from '../lib/session/session-context';
import { openRoutes } from './open-routes';

// Each page is its own chunk, so the landing page loads only what it needs.
const LandingRoute = lazy(() => import('./routes/landing-route'));
const LoginRoute = lazy(() => import('./routes/login-route'));
const RegisterRoute = lazy(() => import('./routes/register-route'));
const SessionLoadingScreen = lazy(() => import('./session-screens'));
const SessionUnavailableScreen = lazy(() =>
  import('./session-screens').then((m) => ({ default: m.SessionUnavailableScreen })),
);

// Signed in: the route table, the shell and its pages load once the session is known.
const SignedInRoutes = lazy(() => import('./signed-in-routes'));

/**
 * A signed-out visit to a signed-in page goes to /login?next=<the page> and back after signing
 * in; right after signing out it goes to plain /login.
 */
function RedirectToLogin() {
  const location = useLocation();
  const { endReason } = useSession();
  const to =
    endReason === 'signed-out'
      ? paths.login
      : loginPathFor(`${location.pathname}${location.search}`);
  return <Navigate to={to} replace />;
}

function SignedOutRoutes() {
  return (
    <Routes>
      <Route index element={<LandingRoute />} />
      <Route path={paths.login} element={<LoginRoute />} />
      <Route path={paths.register} element={<RegisterRoute />} />
      {openRoutes}
      {signedInPaths.map((path) => (
        <Route key={path} path={`${path}/*`} element={<RedirectToLogin />} />
      ))}
      <Route path="*" element={<Navigate to={paths.landing} replace />} />
    </Routes>
  );
}

/** The session decides the route set (spec section 2 with product.md's changes). */
export function AppRoutes() {
  const { status } = useSession();
  if (status === 'loading') return <SessionLoadingScreen />;
  if (status === 'signed-in') return <SignedInRoutes />;
  // Not the signed-in page its HTML drew (lib/boot-shell.tsx): the stand-in goes.
  return (
    <>
      {status === 'unavailable' ? <SessionUnavailableScreen /> : <SignedOutRoutes />}
      <BootShellDone />
    </>
  );
}
