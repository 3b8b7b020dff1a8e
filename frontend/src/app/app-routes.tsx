import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { loginPathFor, paths, signedInPaths } from '../config/paths';

// Each page is its own chunk, so the landing page loads only what it needs.
const LandingRoute = lazy(() => import('./routes/landing-route'));
const LoginRoute = lazy(() => import('./routes/login-route'));
const RegisterRoute = lazy(() => import('./routes/register-route'));
const ForgotPasswordRoute = lazy(() => import('./routes/forgot-password-route'));
const TermsRoute = lazy(() => import('./routes/terms-route'));
const PrivacyRoute = lazy(() => import('./routes/privacy-route'));

/** No session exists yet, so every signed-in page sends the visitor to sign in, then back. */
function RedirectToLogin() {
  const location = useLocation();
  return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
}

/** The signed-out route set (spec section 2 with product.md's changes). */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<LandingRoute />} />
      <Route path={paths.login} element={<LoginRoute />} />
      <Route path={paths.register} element={<RegisterRoute />} />
      <Route path={paths.forgotPassword} element={<ForgotPasswordRoute />} />
      <Route path={paths.terms} element={<TermsRoute />} />
      <Route path={paths.privacy} element={<PrivacyRoute />} />
      {signedInPaths.map((path) => (
        <Route key={path} path={`${path}/*`} element={<RedirectToLogin />} />
      ))}
      <Route path="*" element={<Navigate to={paths.landing} replace />} />
    </Routes>
  );
}
