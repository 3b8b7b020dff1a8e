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
import { checkWith, useZodForm, type FormCheck } from '../../../lib/use-zod-form';
import { useChangePassword, type ChangePasswordRequest } from '../api/change-password';
import { settingsText } from '../settings-text';
import { PasswordInput } from '../../../components/password-input';
import { SectionCard } from './section-card';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '28rem' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

type Key = 'currentPassword' | 'newPassword' | 'confirmPassword';

const checkRequest = checkWith(changePasswordRequestSchema, (v: Record<Key, string>) => ({
  currentPassword: v.currentPassword,
  newPassword: v.newPassword,
}));

/** The shared schema, then the new password typed twice alike. */
function checkPasswords(values: Record<Key, string>): FormCheck<ChangePasswordRequest> {
  const checked = checkRequest(values);
  const errors = checked.ok ? {} : { ...checked.errors };
  if (!errors.newPassword && values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = authMessages.confirmPasswordMismatch;
  }
  return checked.ok && Object.keys(errors).length === 0 ? checked : { ok: false, errors };
}

/** Change password: current + new + confirm; every other session is signed out. */
export function ChangePasswordCard() {
  const styles = useStyles();
  const change = useChangePassword();
  const toast = useAppToast();
  const form = useZodForm({
    initial: { currentPassword: '', newPassword: '', confirmPassword: '' },
    check: checkPasswords,
    texts: settingsText,
  });
  const { values, set } = form;

  const onSubmit = form.handleSubmit((request) => {
    change.mutate(request, {
      onSuccess: (revoked) => {
        form.setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
        toast({ title: settingsText.passwordChanged, body: settingsText.passwordRevoked(revoked) });
      },
      onError: form.showServerError,
    });
  }, change.isPending);

  return (
    <SectionCard
      icon={LockClosedRegular}
      title={settingsText.passwordTitle}
      intro={settingsText.passwordIntro}
    >
      <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <Field label={settingsText.currentPassword} required {...form.field('currentPassword')}>
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
          {...form.field('newPassword')}
        >
          <PasswordInput
            maxLength={200}
            name="newPassword"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(_, data) => set('newPassword', data.value)}
          />
        </Field>
        <Field label={settingsText.confirmNewPassword} required {...form.field('confirmPassword')}>
          <PasswordInput
            maxLength={200}
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(_, data) => set('confirmPassword', data.value)}
          />
        </Field>
        <div aria-live="polite">
          {form.formError ? (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>{form.formError}</MessageBarBody>
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
