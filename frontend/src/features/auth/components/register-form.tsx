// Over 400 lines on purpose: one signed-out form with the Google path beside the password
// path; it may not load zod (page weight, see DEVELOPERS.md), so it cannot use the shared
// useZodForm glue, and its fields read best in one place.
import {
  Button,
  Checkbox,
  Divider,
  Field,
  Input,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, SubtractRegular } from '@fluentui/react-icons';
import {
  authMessages,
  pronounOptions,
  raceOptions,
  treatmentPlaceOptions,
  usStateCodes,
} from '@stride/api/contracts/auth-rules';
import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink, useLinkStyles } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import type { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session/session-context';
import { LoadOnIntent, retryableLazy } from '../../../lib/load-on-intent';
import type { SignedInResponse } from '../api/auth-response';
import type { GoogleProfile } from '../api/google-sign-in';
import { useRegister } from '../api/register';
import { authText, raceLabels, stateNames, treatmentPlaceLabels } from '../auth-text';
import { pronounLabels } from '../../../lib/pronoun-labels';
import { withoutError, type FieldErrors } from '../../../lib/form-errors';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import {
  emptyRegistration,
  errorKey,
  type RegistrationDraft,
  type RegistrationField,
} from '../registration-draft';
import { AuthCard } from './auth-card';
import { FormAlert } from './form-alert';
import { GoogleSignInButton, googleSignInEnabled } from './google-sign-in-button';
import type { GoogleRegistrationState } from './login-form';
import { PasswordInput } from '../../../components/password-input';
import { RegisterStep } from './register-step';
import { useMarkLive } from '../../../lib/use-mark-live';

// Issue 15: what the page does not show at first loads when it is needed: the validation (zod)
// on submit, the recovery codes once the account exists, the link dialog when Google asks.
const loadValidation = () => import('../registration-validation');
const RecoveryCodes = retryableLazy(() =>
  import('./recovery-codes').then((m) => ({ default: m.RecoveryCodes })),
);
const GoogleLinkDialog = retryableLazy(() =>
  import('./google-link-dialog').then((m) => ({ default: m.GoogleLinkDialog })),
);

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalXL },
  pair: {
    display: 'grid',
    alignItems: 'start',
    gap: tokens.spacingVerticalL,
    '@media (min-width: 640px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: tokens.spacingHorizontalL,
    },
  },
  note: {
    margin: 0,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  addressToggle: { justifySelf: 'start' },
  checks: { display: 'grid', gap: tokens.spacingVerticalS },
  checkField: { marginLeft: `calc(-1 * ${tokens.spacingHorizontalS})` },
  submit: { width: '100%' },
  google: { display: 'grid', gap: tokens.spacingVerticalL },
  divider: { color: tokens.colorNeutralForeground3 },
});

type CreatedAccount = { response: SignedInResponse; codes: string[] };

function readGoogleState(state: unknown): GoogleRegistrationState['googleRegistration'] | null {
  const value = (state as Partial<GoogleRegistrationState> | null)?.googleRegistration;
  return value && typeof value.credential === 'string' && value.profile ? value : null;
}

/** What a failed registration shows beside the form (409 goes on the email field). */
export function registrationErrorMessage(error: ApiError): string {
  if (error.kind !== 'http') return authText.registrationFailed;
  return error.message || authText.registrationFailed;
}

/**
 * /register: one form in five steps (spec sections 2, 3, 5), Email, Password and Confirm
 * password in step 1 (product.md). After a first Google sign-in (428) the same form asks only
 * what Google does not give, and sends it with the Google credential.
 */
export function RegisterForm({ dark = false }: { dark?: boolean }) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const location = useLocation();
  const { signIn } = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  useMarkLive(formRef);
  const focusFirstError = useFocusFirstError(formRef);
  const [google, setGoogle] = useState(() => readGoogleState(location.state));
  const [draft, setDraft] = useState<RegistrationDraft>(() => ({
    ...emptyRegistration,
    firstName: google?.profile.firstName ?? '',
    lastName: google?.profile.lastName ?? '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  const register = useRegister();

  const onRegistrationRequired = useCallback((credential: string, profile: GoogleProfile) => {
    setGoogle({ credential, profile });
    setDraft((current) => ({
      ...current,
      firstName: current.firstName || profile.firstName,
      lastName: current.lastName || profile.lastName,
    }));
    setErrors({});
    setFormError(null);
  }, []);
  const googleFlow = useGoogleSignIn({ onRegistrationRequired });
  const submitting = register.isPending || googleFlow.busy;

  if (created) {
    return (
      <LoadOnIntent dismissible={false}>
        <RecoveryCodes
          codes={created.codes}
          email={created.response.user.email}
          onContinue={() => signIn(created.response.token, created.response.user)}
        />
      </LoadOnIntent>
    );
  }

  const set = <K extends RegistrationField>(field: K, value: RegistrationDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      let next = withoutError(current, errorKey(field));
      // Editing either password re-checks the confirmation.
      if (field === 'password') next = withoutError(next, 'confirmPassword');
      return next;
    });
    setFormError(null);
  };

  const showFieldErrors = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    setFormError(authText.fixFields);
    focusFirstError();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    googleFlow.setMessage(null);

    if (google) {
      const { validateRegistration } = await loadValidation();
      const result = validateRegistration(draft, 'google');
      if (!result.ok) return showFieldErrors(result.errors);
      setErrors({});
      const failure = await googleFlow.submit({ credential: google.credential, ...result.request });
      if (failure?.kind === 'fields') showFieldErrors(failure.fields);
      return;
    }

    const { validateRegistration } = await loadValidation();
    const result = validateRegistration(draft, 'password');
    if (!result.ok) return showFieldErrors(result.errors);
    setErrors({});
    register.mutate(result.request, {
      onSuccess: (response) => {
        if (response.recoveryCodes?.length) {
          setCreated({ response, codes: response.recoveryCodes });
        } else {
          signIn(response.token, response.user);
        }
      },
      onError: (error) => {
        if (error.kind === 'http' && error.status === 409) {
          showFieldErrors({ email: authMessages.emailTaken });
        } else if (error.kind === 'http' && Object.keys(error.fields).length > 0) {
          showFieldErrors({ ...error.fields });
        } else {
          setFormError(registrationErrorMessage(error));
        }
      },
    });
  };

  /** Field props: the label, the error beside it, and `required` for the required ones. */
  const field = (name: RegistrationField, label: string, extra: { hint?: string } = {}) => {
    const message = errors[errorKey(name)];
    return {
      label,
      validationMessage: message,
      validationState: message ? ('error' as const) : ('none' as const),
      ...(extra.hint && !message ? { hint: extra.hint } : {}),
    };
  };
  const text = (name: RegistrationField) => ({
    name,
    value: draft[name] as string,
    onChange: (_: unknown, data: { value: string }) => set(name, data.value),
  });
  const checkError = (name: RegistrationField) => {
    const message = errors[errorKey(name)];
    return {
      validationMessage: message,
      validationState: message ? ('error' as const) : ('none' as const),
    };
  };
  const options = (
    values: readonly string[],
    labels: Record<string, string>,
    placeholder: string,
  ): ReactNode => (
    <>
      <option value="" disabled>
        {placeholder}
      </option>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value] ?? value}
        </option>
      ))}
    </>
  );

  const externalLink = (to: string, label: string) => (
    <a className={linkStyles.link} href={to} target="_blank" rel="noopener">
      {label}
    </a>
  );

  return (
    <AuthCard
      wide
      title={google ? authText.googleRegisterTitle : authText.registerTitle}
      subtitle={
        google ? authText.googleRegisterSubtitle(google.profile.email) : authText.registerSubtitle
      }
      footer={
        <>
          <span>{authText.haveAccount}</span>
          <AppLink to={paths.login}>{authText.signInLink}</AppLink>
        </>
      }
    >
      {googleSignInEnabled && !google ? (
        <div className={styles.google}>
          <GoogleSignInButton
            dark={dark}
            text="signup_with"
            disabled={submitting}
            onError={googleFlow.setMessage}
            onCredential={(credential) => void googleFlow.submit({ credential })}
          />
          <Divider className={styles.divider}>{authText.or}</Divider>
        </div>
      ) : null}
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <div>
          <RegisterStep number={1} title={authText.steps.personal}>
            <div className={styles.pair}>
              <Field {...field('firstName', authText.firstName)} required>
                <Input {...text('firstName')} autoComplete="given-name" maxLength={100} />
              </Field>
              <Field {...field('lastName', authText.lastName)} required>
                <Input {...text('lastName')} autoComplete="family-name" maxLength={100} />
              </Field>
            </div>
            <p className={styles.note}>{authText.legalNameHint}</p>
            <div className={styles.pair}>
              <Field
                {...field('preferredName', authText.preferredName, {
                  hint: authText.preferredNameHint,
                })}
              >
                <Input {...text('preferredName')} autoComplete="nickname" maxLength={100} />
              </Field>
              <Field {...field('dateOfBirth', authText.dateOfBirth)} required>
                <Input {...text('dateOfBirth')} type="date" autoComplete="bday" min="1900-01-01" />
              </Field>
            </div>
            {google ? null : (
              <>
                <Field {...field('email', authText.emailLabel)} required>
                  <Input
                    {...text('email')}
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    placeholder="you@example.com"
                    maxLength={254}
                  />
                </Field>
                <div className={styles.pair}>
                  <Field
                    {...field('password', authText.passwordLabel, { hint: authText.passwordHint })}
                    required
                  >
                    <PasswordInput
                      {...text('password')}
                      autoComplete="new-password"
                      maxLength={200}
                    />
                  </Field>
                  <Field {...field('confirmPassword', authText.confirmPassword)} required>
                    <PasswordInput
                      {...text('confirmPassword')}
                      autoComplete="new-password"
                      maxLength={200}
                    />
                  </Field>
                </div>
              </>
            )}
          </RegisterStep>

          <RegisterStep number={2} title={authText.steps.identity}>
            <div className={styles.pair}>
              <Field {...field('race', authText.race)} required>
                <Select {...text('race')}>
                  {options(raceOptions, raceLabels, authText.racePlaceholder)}
                </Select>
              </Field>
              <Field {...field('pronouns', authText.pronouns)} required>
                <Select {...text('pronouns')}>
                  {options(pronounOptions, pronounLabels, authText.pronounsPlaceholder)}
                </Select>
              </Field>
            </div>
          </RegisterStep>

          <RegisterStep number={3} title={authText.steps.address} optional>
            <p className={styles.note}>{authText.addressIntro}</p>
            <Button
              className={styles.addressToggle}
              appearance="secondary"
              icon={draft.showAddress ? <SubtractRegular /> : <AddRegular />}
              aria-expanded={draft.showAddress}
              aria-controls="register-address"
              onClick={() => {
                setDraft((current) => ({ ...current, showAddress: !current.showAddress }));
                setErrors((current) =>
                  Object.fromEntries(
                    Object.entries(current).filter(([key]) => !key.startsWith('address.')),
                  ),
                );
              }}
            >
              {draft.showAddress ? authText.hideAddress : authText.addAddress}
            </Button>
            {draft.showAddress ? (
              <div id="register-address" className={styles.checks}>
                <Field {...field('street', authText.street)} required>
                  <Input {...text('street')} autoComplete="street-address" maxLength={200} />
                </Field>
                <div className={styles.pair}>
                  <Field {...field('city', authText.city)} required>
                    <Input {...text('city')} autoComplete="address-level2" maxLength={100} />
                  </Field>
                  <Field {...field('state', authText.state)} required>
                    <Select {...text('state')} autoComplete="address-level1">
                      {options(usStateCodes, stateNames, authText.statePlaceholder)}
                    </Select>
                  </Field>
                </div>
                <div className={styles.pair}>
                  <Field {...field('zipCode', authText.zipCode)} required>
                    <Input
                      {...text('zipCode')}
                      autoComplete="postal-code"
                      inputMode="numeric"
                      maxLength={10}
                    />
                  </Field>
                </div>
              </div>
            ) : null}
          </RegisterStep>

          <RegisterStep number={4} title={authText.steps.treatment}>
            <Field {...field('preferredTreatmentPlace', authText.treatmentPlace)} required>
              <Select {...text('preferredTreatmentPlace')}>
                {options(
                  treatmentPlaceOptions,
                  treatmentPlaceLabels,
                  authText.treatmentPlacePlaceholder,
                )}
              </Select>
            </Field>
            <Checkbox
              className={styles.checkField}
              label={authText.currentlyOnHRT}
              checked={draft.currentlyOnHRT}
              onChange={(_, data) => set('currentlyOnHRT', data.checked === true)}
            />
          </RegisterStep>

          <RegisterStep number={5} title={authText.steps.legal} last>
            <div className={styles.checks}>
              <Field {...checkError('agreeToTerms')}>
                <Checkbox
                  className={styles.checkField}
                  required
                  checked={draft.agreeToTerms}
                  onChange={(_, data) => set('agreeToTerms', data.checked === true)}
                  label={
                    <>
                      {authText.agreeToTermsBefore}
                      {externalLink(paths.terms, authText.termsLink)}
                      {authText.agreeToTermsMiddle}
                      {externalLink(paths.privacy, authText.privacyLink)}
                    </>
                  }
                />
              </Field>
              <Field {...checkError('ageConfirmation')}>
                <Checkbox
                  className={styles.checkField}
                  required
                  checked={draft.ageConfirmation}
                  onChange={(_, data) => set('ageConfirmation', data.checked === true)}
                  label={authText.ageConfirmation}
                />
              </Field>
            </div>
          </RegisterStep>
        </div>

        <FormAlert message={formError ?? googleFlow.message} />
        <Button
          type="submit"
          appearance="primary"
          size="large"
          className={styles.submit}
          disabled={submitting}
        >
          {submitting ? authText.creatingAccount : authText.createAccount}
        </Button>
        {google ? (
          <Button appearance="subtle" onClick={() => setGoogle(null)} disabled={submitting}>
            Use an email and password instead
          </Button>
        ) : null}
      </form>
      {googleFlow.pendingLink && (
        <LoadOnIntent onClose={googleFlow.cancelLink}>
          <GoogleLinkDialog pending={googleFlow.pendingLink} onCancel={googleFlow.cancelLink} />
        </LoadOnIntent>
      )}
    </AuthCard>
  );
}
