import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { AuthCard } from './auth-card';

/** /forgot-password until accounts arrive. */
export function ForgotPasswordPlaceholder() {
  return (
    <AuthCard
      title="Reset your password"
      links={
        <>
          <AppLink to={paths.login}>Back to sign in</AppLink>
          <AppLink to={paths.landing}>Stride home</AppLink>
        </>
      }
    >
      <p>
        When you create your account, Stride gives you a set of one-time recovery codes. With one of
        them you can set a new password here, and every other session is signed out.
      </p>
      <p>Accounts, and this page, open with the beta.</p>
    </AuthCard>
  );
}
