import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { AuthCard } from './auth-card';
import { JoinWaitlistButton } from './join-waitlist-button';

/** Only same-site paths are honoured as a return address. */
export function safeNextPath(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : null;
}

/** /login until accounts arrive: says so, keeps the requested page, links onward. */
export function LoginPlaceholder() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  return (
    <AuthCard
      title="Sign in to Stride"
      actions={<JoinWaitlistButton />}
      links={
        <>
          <AppLink to={paths.register}>Create an account</AppLink>
          <AppLink to={paths.forgotPassword}>Forgot password?</AppLink>
        </>
      }
    >
      <p>
        Sign-in with email and password, or with Google, is arriving soon. Stride opens to beta
        members first: join the waitlist and we will email you when your account is ready.
      </p>
      {next ? (
        <p>
          Once you are signed in, we will take you straight back to <strong>{next}</strong>.
        </p>
      ) : null}
    </AuthCard>
  );
}
