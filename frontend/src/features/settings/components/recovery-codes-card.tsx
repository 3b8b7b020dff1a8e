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
import { useRef, useState, type FormEvent } from 'react';
import { useCreateRecoveryCodes } from '../api/create-recovery-codes';
import {
  formErrorMessage,
  fieldState,
  serverFieldErrors,
  type FieldErrors,
} from '../../../lib/form-errors';
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

/** New recovery codes, after the password: the old ones stop working. */
export function RecoveryCodesCard({ email }: { email: string }) {
  const styles = useStyles();
  const create = useCreateRecoveryCodes();
  const toast = useAppToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    setFormError(null);
    if (!password) {
      setErrors({ password: authMessages.passwordRequired });
      inputRef.current?.focus();
      return;
    }
    create.mutate(password, {
      onSuccess: (fresh) => {
        setPassword('');
        setErrors({});
        setCodes(fresh);
        toast({ title: settingsText.codesCreated });
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
          inputRef.current?.focus();
          return;
        }
        setFormError(formErrorMessage(error, settingsText));
      },
    });
  };

  return (
    <SectionCard icon={KeyRegular} title={settingsText.codesTitle} intro={settingsText.codesIntro}>
      {codes ? (
        <NewCodes codes={codes} email={email} onDone={() => setCodes(null)} />
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <Field label={settingsText.codesPassword} required {...fieldState(errors, 'password')}>
            <PasswordInput
              maxLength={200}
              ref={inputRef}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(_, data) => {
                setPassword(data.value);
                setErrors({});
              }}
            />
          </Field>
          {formError ? (
            <MessageBar intent="error" layout="multiline" role="alert">
              <MessageBarBody>{formError}</MessageBarBody>
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
