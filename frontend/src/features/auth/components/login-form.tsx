import {
  Button,
  Checkbox,
  Divider,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { accountMessages, authMessages } from '@stride/api/contracts/auth-rules';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import type { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session/session-context';
import { LoadOnIntent, retryableLazy } from '../../../lib/load-on-intent';
import { useLogin } from '../api/login';
import type { GoogleProfile } from '../api/google-sign-in';
import { loadAuthContract, preloadAuthContract } from '../auth-contract';
import { authText } from '../auth-text';
import { fieldErrorsFromIssues, withoutError, type FieldErrors } from '../../../lib/form-errors';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { AuthCard } from './auth-card';
import { FormAlert } from './form-alert';
import { GoogleSignInButton, googleSignInEnabled } from './google-sign-in-button';
import { PasswordInput } from '../../../components/password-input';
import { useMarkLive } from '../../../lib/use-mark-live';

// Issue 15: the dialog (and Fluent's Dialog) loads only when Google asks to link an account.
const GoogleLinkDialog = retryableLazy(() =>
  import('./google-link-dialog').then((m) => ({ default: m.GoogleLinkDialog })),
);

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    marginTop: `calc(-1 * ${tokens.spacingVerticalS})`,
  },
  remember: { marginLeft: `calc(-1 * ${tokens.spacingHorizontalS})` },
  submit: { width: '100%' },
  divider: { color: tokens.colorNeutralForeground3 },
});

/** State passed to /register when a first Google sign-in must complete registration. */
export interface GoogleRegistrationState {
  googleRegistration: { credential: string; profile: GoogleProfile };
}

/** What a failed sign-in shows (spec section 8 with product.md: a 429 shows its own message). */
export function loginErrorMessage(error: ApiError): string {
  if (error.kind !== 'http') return authText.networkError;
  if (error.status === 401) return authMessages.invalidCredentials;
  return error.message || authText.networkError;
}

/** /login (spec sections 2, 4, 5, 8). */
export function LoginForm({ dark = false }: { dark?: boolean }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { signIn, endReason } = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  useMarkLive(formRef);
  const focusFirstError = useFocusFirstError(formRef);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const login = useLogin();

  const onRegistrationRequired = useCallback(
    (credential: string, profile: GoogleProfile) => {
      const state: GoogleRegistrationState = { googleRegistration: { credential, profile } };
      void navigate(paths.register, { state });
    },
    [navigate],
  );
  const google = useGoogleSignIn({ onRegistrationRequired });
  const submitting = login.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    google.setMessage(null);
    let loginRequestSchema;
    try {
      ({ loginRequestSchema } = await loadAuthContract());
    } catch {
      setFormError(authText.networkError);
      return;
    }
    const parsed = loginRequestSchema.safeParse({ email, password, rememberMe });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      focusFirstError();
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: (response) => signIn(response.token, response.user),
      onError: (error) => {
        if (error.kind === 'http' && error.status === 400 && Object.keys(error.fields).length) {
          setErrors({ ...error.fields });
          focusFirstError();
          return;
        }
        setFormError(loginErrorMessage(error));
      },
    });
  };

  const edit = (key: 'email' | 'password') => {
    preloadAuthContract();
    setErrors((current) => withoutError(current, key));
    setFormError(null);
  };

  const fieldProps = (key: 'email' | 'password') => ({
    validationMessage: errors[key],
    validationState: errors[key] ? ('error' as const) : ('none' as const),
  });

  const message = formError ?? google.message;

  return (
    <AuthCard
      title={authText.loginTitle}
      subtitle={authText.loginSubtitle}
      footer={
        <>
          <span>{authText.noAccount}</span>
          <AppLink to={paths.register}>{authText.createAccountLink}</AppLink>
        </>
      }
    >
      {endReason === 'expired' ? (
        <FormAlert intent="warning" message={authMessages.sessionExpired} />
      ) : endReason === 'reauthenticate' ? (
        <FormAlert intent="info" message={accountMessages.reauthenticate} />
      ) : null}
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <Field label={authText.emailLabel} required size="large" {...fieldProps('email')}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            maxLength={254}
            onChange={(_, data) => {
              setEmail(data.value);
              edit('email');
            }}
          />
        </Field>
        <Field label={authText.passwordLabel} required size="large" {...fieldProps('password')}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={password}
            maxLength={200}
            onChange={(_, data) => {
              setPassword(data.value);
              edit('password');
            }}
          />
        </Field>
        <div className={styles.row}>
          <Checkbox
            className={styles.remember}
            label={authText.rememberMe}
            checked={rememberMe}
            onChange={(_, data) => setRememberMe(data.checked === true)}
          />
          <AppLink to={paths.forgotPassword}>{authText.forgotPassword}</AppLink>
        </div>
        <FormAlert message={message} />
        <Button
          type="submit"
          appearance="primary"
          size="large"
          className={styles.submit}
          disabled={submitting}
        >
          {submitting ? authText.signingIn : authText.signIn}
        </Button>
      </form>
      {googleSignInEnabled ? (
        <>
          <Divider className={styles.divider}>{authText.or}</Divider>
          <GoogleSignInButton
            dark={dark}
            text="signin_with"
            disabled={submitting || google.busy}
            onError={google.setMessage}
            onCredential={(credential) => void google.submit({ credential, rememberMe })}
          />
          {google.pendingLink && (
            <LoadOnIntent onClose={google.cancelLink}>
              <GoogleLinkDialog pending={google.pendingLink} onCancel={google.cancelLink} />
            </LoadOnIntent>
          )}
        </>
      ) : null}
    </AuthCard>
  );
}
