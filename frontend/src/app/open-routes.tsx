import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { paths } from '../config/paths';

const ForgotPasswordRoute = lazy(() => import('./routes/forgot-password-route'));
const TermsRoute = lazy(() => import('./routes/terms-route'));
const PrivacyRoute = lazy(() => import('./routes/privacy-route'));
const SecurityRoute = lazy(() => import('./routes/security-route'));
const HelpRoute = lazy(() => import('./routes/help-route'));
const GoodbyeRoute = lazy(() => import('./routes/goodbye-route'));
const ShareRoute = lazy(() => import('./routes/share-route'));

/** Pages open to everyone, signed in or not (product.md). */
export const openRoutes = [
  <Route key="forgot" path={paths.forgotPassword} element={<ForgotPasswordRoute />} />,
  <Route key="terms" path={paths.terms} element={<TermsRoute />} />,
  <Route key="privacy" path={paths.privacy} element={<PrivacyRoute />} />,
  <Route key="security" path={paths.security} element={<SecurityRoute />} />,
  <Route key="help" path={paths.help} element={<HelpRoute />} />,
  <Route key="goodbye" path={paths.goodbye} element={<GoodbyeRoute />} />,
  <Route key="share" path={paths.share} element={<ShareRoute />} />,
];
