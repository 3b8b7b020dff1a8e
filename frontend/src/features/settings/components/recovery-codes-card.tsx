import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useAppToast } from '../../../components/app-toaster';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { CheckmarkRegular } from '@fluentui/react-icons/svg/checkmark';
import { CopyRegular } from '@fluentui/react-icons/svg/copy';
import { KeyRegular } from '@fluentui/react-icons/svg/key';
import { authMessages } from '@stride/api/contracts/auth';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useCreateRecoveryCodes } from '../api/create-recovery-codes';
import { errorMessage, fieldState, serverFieldErrors, type FieldErrors } from '../field-errors';
import { saveFile } from '../save-file';
import { settingsText } from '../settings-text';
import { PasswordInput } from './password-field';
import { SectionCard } from './section-card';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '28rem' },
  shown: { display: 'grid', gap: tokens.spacingVerticalL },
  codes: {
    listStyleType: 'none',
    margin: 0,
    padding: tokens.spacingHorizontalL,
    display: 'grid',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    gridTemplateColumns: 'repeat(auto-fill, minmax(12.5rem, 1fr))',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  code: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'baseline',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
    letterSpacing: '0.04em',
  },
  index: {
    minWidth: '1.5rem',
    textAlign: 'right',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

function codesFile(codes: readonly string[], email: string): string {
  return [
    'Stride recovery codes',
    `Account: ${email}`,
    `Created: ${new Date().toISOString().slice(0, 10)}`,
    '',
    ...codes,
    '',
    'Each code works once, at /forgot-password, to set a new password.',
    'Keep this file somewhere safe and private.',
    '',
  ].join('\n');
}

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
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2500);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
      setCopyFailed(false);
    } catch {
      setCopyFailed(true);
    }
  };

  return (
    <div className={styles.shown}>
      <MessageBar intent="warning" layout="multiline" role="status">
        <MessageBarBody>{settingsText.codesShownOnce}</MessageBarBody>
      </MessageBar>
      <ol className={styles.codes} aria-label={settingsText.codesListLabel}>
        {codes.map((code, index) => (
          <li key={code} className={styles.code}>
            <span className={styles.index} aria-hidden="true">
              {index + 1}.
            </span>
            <span>{code}</span>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button icon={copied ? <CheckmarkRegular /> : <CopyRegular />} onClick={() => void copy()}>
          {copied ? settingsText.copiedCodes : settingsText.copyCodes}
        </Button>
        <Button
          icon={<ArrowDownloadRegular />}
          onClick={() =>
            saveFile(
              new Blob([codesFile(codes, email)], { type: 'text/plain;charset=utf-8' }),
              settingsText.codesFileName,
            )
          }
        >
          {settingsText.downloadCodes}
        </Button>
        <Button appearance="primary" onClick={onDone}>
          {settingsText.codesDone}
        </Button>
      </div>
      {copyFailed ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{settingsText.copyBlocked}</MessageBarBody>
        </MessageBar>
      ) : null}
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
        setFormError(errorMessage(error));
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
