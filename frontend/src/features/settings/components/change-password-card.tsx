import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useAppToast } from '../../../components/app-toaster';
import { LockClosedRegular } from '@fluentui/react-icons/svg/lock-closed';
import { authMessages, changePasswordRequestSchema } from '@stride/api/contracts/auth';
import { useRef, useState, type FormEvent } from 'react';
import { useChangePassword } from '../api/change-password';
import {
  formErrorMessage,
  fieldErrorsFromIssues,
  fieldState,
  serverFieldErrors,
  withoutError,
  type FieldErrors,
} from '../../../lib/form-errors';
import { settingsText } from '../settings-text';
import { PasswordInput } from '../../../components/password-input';
import { SectionCard } from './section-card';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '28rem' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

type Key = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** Change password: current + new + confirm; every other session is signed out. */
export function ChangePasswordCard() {
  const styles = useStyles();
  const change = useChangePassword();
  const toast = useAppToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Key, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<{ intent: 'success' | 'error'; text: string } | null>(null);

  const set = (key: Key, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutError(current, key));
  };

  const focusFirstError = () =>
    window.setTimeout(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    setResult(null);
    const parsed = changePasswordRequestSchema.safeParse({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
    });
    const found = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
    if (!found.newPassword && values.confirmPassword !== values.newPassword) {
      found.confirmPassword = authMessages.confirmPasswordMismatch;
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstError();
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: (revoked) => {
        setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
        setResult(null);
        toast({ title: settingsText.passwordChanged, body: settingsText.passwordRevoked(revoked) });
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
          focusFirstError();
          return;
        }
        setResult({ intent: 'error', text: formErrorMessage(error, settingsText) });
      },
    });
  };

  return (
    <SectionCard
      icon={LockClosedRegular}
      title={settingsText.passwordTitle}
      intro={settingsText.passwordIntro}
    >
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          label={settingsText.currentPassword}
          required
          {...fieldState(errors, 'currentPassword')}
        >
          <PasswordInput
            maxLength={200}
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(_, data) => set('currentPassword', data.value)}
          />
        </Field>
        <Field
          label={settingsText.newPassword}
          hint={settingsText.newPasswordHint}
          required
          {...fieldState(errors, 'newPassword')}
        >
          <PasswordInput
            maxLength={200}
            name="newPassword"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(_, data) => set('newPassword', data.value)}
          />
        </Field>
        <Field
          label={settingsText.confirmNewPassword}
          required
          {...fieldState(errors, 'confirmPassword')}
        >
          <PasswordInput
            maxLength={200}
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(_, data) => set('confirmPassword', data.value)}
          />
        </Field>
        <div aria-live="polite">
          {result ? (
            <MessageBar intent={result.intent} layout="multiline">
              <MessageBarBody>{result.text}</MessageBarBody>
            </MessageBar>
          ) : null}
        </div>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={change.isPending}>
            {change.isPending ? settingsText.changingPassword : settingsText.changePassword}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
