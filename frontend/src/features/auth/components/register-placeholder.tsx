import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { AuthCard } from './auth-card';
import { JoinWaitlistButton } from './join-waitlist-button';

/** /register until accounts arrive. */
export function RegisterPlaceholder() {
  return (
    <AuthCard
      title="Create your account"
      actions={<JoinWaitlistButton />}
      links={<AppLink to={paths.login}>Already have an account? Sign in</AppLink>}
    >
      <p>
        Registration opens with the beta. It takes five short steps, and only your name, date of
        birth and a few preferences are required: no address unless you want to add one.
      </p>
      <p>
        Before you sign up, read our <AppLink to={paths.terms}>Terms of Service</AppLink> and{' '}
        <AppLink to={paths.privacy}>Privacy Policy</AppLink>.
      </p>
    </AuthCard>
  );
}
