import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { authMessages } from '@stride/api/contracts/auth-rules';
import { loadAuthContract, preloadAuthContract } from '../auth-contract';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { useRecoverAccount } from '../api/recover';
import { authText } from '../auth-text';
import { fieldErrorsFromIssues, withoutError, type FieldErrors } from '../../../lib/form-errors';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import { AuthCard } from './auth-card';
import { FormAlert } from './form-alert';
import { PasswordInput } from '../../../components/password-input';
import { useMarkLive } from '../../../lib/use-mark-live';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  submit: { width: '100%' },
  done: {
    display: 'grid',
    justifyItems: 'center',
    gap: tokens.spacingVerticalM,
    textAlign: 'center',
  },
  doneIcon: { fontSize: '48px', color: tokens.colorPaletteGreenForeground1 },
  doneTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

type Field = 'email' | 'recoveryCode' | 'newPassword' | 'confirmPassword';

/** /forgot-password: a new password with one of the recovery codes (product.md). */
export function ForgotPasswordForm() {
  const styles = useStyles();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  useMarkLive(formRef);
  const focusFirstError = useFocusFirstError(formRef);
  const [values, setValues] = useState<Record<Field, string>>({
    email: '',
    recoveryCode: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const recover = useRecoverAccount();

  if (recover.isSuccess) {
    return (
      <AuthCard title={authText.resetTitle}>
        <div className={styles.done} role="status">
          <CheckmarkCircleRegular className={styles.doneIcon} aria-hidden="true" />
          <h2 className={styles.doneTitle}>{authText.resetDone}</h2>
          <p>{authText.resetDoneBody}</p>
          <Button appearance="primary" size="large" onClick={() => void navigate(paths.login)}>
            {authText.backToSignIn}
          </Button>
        </div>
      </AuthCard>
    );
  }

  const set = (field: Field, value: string) => {
    preloadAuthContract();
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) =>
      withoutError(
        withoutError(current, field),
        field === 'newPassword' ? 'confirmPassword' : field,
      ),
    );
    setFormError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (recover.isPending) return;
    setFormError(null);
    let recoverRequestSchema;
    try {
      ({ recoverRequestSchema } = await loadAuthContract());
    } catch {
      setFormError(authText.networkError);
      return;
    }
    const parsed = recoverRequestSchema.safeParse({
      email: values.email,
      recoveryCode: values.recoveryCode,
      newPassword: values.newPassword,
    });
    const found = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
    if (values.newPassword && values.confirmPassword !== values.newPassword) {
      found.confirmPassword = authMessages.confirmPasswordMismatch;
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstError();
      return;
    }
    setErrors({});
    recover.mutate(parsed.data, {
      onError: (error) => {
        if (error.kind === 'http' && Object.keys(error.fields).length > 0) {
          setErrors({ ...error.fields });
          focusFirstError();
        } else if (error.kind === 'http') {
          setFormError(error.message || authText.networkError);
        } else {
          setFormError(authText.networkError);
        }
      },
    });
  };

  const field = (name: Field, label: string, hint?: string) => ({
    label,
    required: true,
    validationMessage: errors[name],
    validationState: errors[name] ? ('error' as const) : ('none' as const),
    ...(hint && !errors[name] ? { hint } : {}),
  });
  const input = (name: Field) => ({
    name,
    value: values[name],
    onChange: (_: unknown, data: { value: string }) => set(name, data.value),
  });

  return (
    <AuthCard
      title={authText.resetTitle}
      subtitle={authText.resetSubtitle}
      footer={<AppLink to={paths.login}>{authText.backToSignIn}</AppLink>}
    >
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <Field {...field('email', authText.emailLabel)}>
          <Input
            {...input('email')}
            type="email"
            inputMode="email"
            autoComplete="username"
            placeholder="you@example.com"
            maxLength={254}
          />
        </Field>
        <Field {...field('recoveryCode', authText.recoveryCode, authText.recoveryCodeHint)}>
          <Input
            {...input('recoveryCode')}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
          />
        </Field>
        <Field {...field('newPassword', authText.newPassword, authText.passwordHint)}>
          <PasswordInput {...input('newPassword')} autoComplete="new-password" maxLength={200} />
        </Field>
        <Field {...field('confirmPassword', authText.confirmNewPassword)}>
          <PasswordInput
            {...input('confirmPassword')}
            autoComplete="new-password"
            maxLength={200}
          />
        </Field>
        <FormAlert message={formError} />
        <Button
          type="submit"
          appearance="primary"
          size="large"
          className={styles.submit}
          disabled={recover.isPending}
        >
          {recover.isPending ? authText.resetting : authText.resetSubmit}
        </Button>
        <p className={styles.note}>{authText.noCodes}</p>
      </form>
    </AuthCard>
  );
}
