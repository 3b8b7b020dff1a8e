import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useAppToast } from '../../../components/app-toaster';
import { KeyRegular } from '@fluentui/react-icons/svg/key';
import { authMessages } from '@stride/api/contracts/auth';
import { useState } from 'react';
import { useZodForm, type FormCheck } from '../../../lib/use-zod-form';
import { useCreateRecoveryCodes } from '../api/create-recovery-codes';
import { RecoveryCodesList } from '../../../components/recovery-codes-list';
import { settingsText } from '../settings-text';
import { PasswordInput } from '../../../components/password-input';
import { SectionCard } from './section-card';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '28rem' },
  shown: { display: 'grid', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The new codes, shown once: copy, download, then put away. */
function NewCodes({
  codes,
  email,
  onDone,
}: {
  codes: readonly string[];
  email: string;
  onDone: () => void;
}) {
  const styles = useStyles();

  return (
    <div className={styles.shown}>
      <MessageBar intent="warning" layout="multiline" role="status">
        <MessageBarBody>{settingsText.codesShownOnce}</MessageBarBody>
      </MessageBar>
      <RecoveryCodesList
        codes={codes}
        email={email}
        actions={
          <Button appearance="primary" onClick={onDone}>
            {settingsText.codesDone}
          </Button>
        }
      />
    </div>
  );
}

const checkPassword = ({ password }: { password: string }): FormCheck<{ password: string }> =>
  password
    ? { ok: true, data: { password } }
    : { ok: false, errors: { password: authMessages.passwordRequired } };

/** New recovery codes, after the password: the old ones stop working. */
export function RecoveryCodesCard({ email }: { email: string }) {
  const styles = useStyles();
  const create = useCreateRecoveryCodes();
  const toast = useAppToast();
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useZodForm({ initial: { password: '' }, check: checkPassword, texts: settingsText });

  const onSubmit = form.handleSubmit(({ password }) => {
    create.mutate(password, {
      onSuccess: (fresh) => {
        form.setValues({ password: '' });
        form.setErrors({});
        setCodes(fresh);
        toast({ title: settingsText.codesCreated });
      },
      onError: form.showServerError,
    });
  }, create.isPending);

  return (
    <SectionCard icon={KeyRegular} title={settingsText.codesTitle} intro={settingsText.codesIntro}>
      {codes ? (
        <NewCodes codes={codes} email={email} onDone={() => setCodes(null)} />
      ) : (
        <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
          <Field label={settingsText.codesPassword} required {...form.field('password')}>
            <PasswordInput
              maxLength={200}
              name="password"
              autoComplete="current-password"
              value={form.values.password}
              onChange={(_, data) => {
                form.setValues({ password: data.value });
                form.setErrors({});
              }}
            />
          </Field>
          {form.formError ? (
            <MessageBar intent="error" layout="multiline" role="alert">
              <MessageBarBody>{form.formError}</MessageBarBody>
            </MessageBar>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? settingsText.creatingCodes : settingsText.createCodes}
            </Button>
          </div>
        </form>
      )}
    </SectionCard>
  );
}
