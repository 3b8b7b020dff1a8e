import { Button, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  CheckmarkRegular,
  CopyRegular,
  KeyRegular,
} from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { authText } from '../auth-text';
import { AuthCard } from './auth-card';
import { FormAlert } from './form-alert';

const useStyles = makeStyles({
  intro: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  icon: {
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '22px',
  },
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
  continue: { width: '100%' },
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

/**
 * The recovery codes, shown once right after registration: copy them, download them, confirm
 * they are saved, and only then enter the app.
 */
export function RecoveryCodes({
  codes,
  email,
  onContinue,
}: {
  codes: readonly string[];
  email: string;
  onContinue: () => void;
}) {
  const styles = useStyles();
  const [saved, setSaved] = useState(false);
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

  const download = () => {
    const url = URL.createObjectURL(
      new Blob([codesFile(codes, email)], { type: 'text/plain;charset=utf-8' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = authText.codesFileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <AuthCard title={authText.codesTitle} wide>
      <div className={styles.intro}>
        <span className={styles.icon} aria-hidden="true">
          <KeyRegular />
        </span>
        <p>{authText.codesIntro}</p>
      </div>
      <ol className={styles.codes} aria-label="Recovery codes">
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
          {copied ? authText.copiedCodes : authText.copyCodes}
        </Button>
        <Button icon={<ArrowDownloadRegular />} onClick={download}>
          {authText.downloadCodes}
        </Button>
      </div>
      {copyFailed ? (
        <FormAlert
          intent="warning"
          message="Copying is blocked in this browser. Download the file, or select the codes and copy them."
        />
      ) : null}
      <Checkbox
        label={authText.savedCodes}
        checked={saved}
        onChange={(_, data) => setSaved(data.checked === true)}
      />
      <Button
        appearance="primary"
        size="large"
        className={styles.continue}
        disabled={!saved}
        onClick={onContinue}
      >
        {authText.continue}
      </Button>
    </AuthCard>
  );
}
