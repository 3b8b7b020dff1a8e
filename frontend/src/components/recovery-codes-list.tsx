import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { CheckmarkRegular } from '@fluentui/react-icons/svg/checkmark';
import { CopyRegular } from '@fluentui/react-icons/svg/copy';
import { useEffect, useState, type ReactNode } from 'react';
import { saveFile } from '../lib/save-file';

const text = {
  listLabel: 'Recovery codes',
  copy: 'Copy all',
  copied: 'Copied',
  download: 'Download .txt',
  fileName: 'stride-recovery-codes.txt',
  copyBlocked:
    'Copying is blocked in this browser. Download the file, or select the codes and copy them.',
};

const useStyles = makeStyles({
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

/** The text file the download saves. */
export function recoveryCodesFile(codes: readonly string[], email: string): string {
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
 * Recovery codes shown once (after registration, or new ones from settings): the numbered list,
 * copy and download, and any further action the page adds (`actions`).
 */
export function RecoveryCodesList({
  codes,
  email,
  actions,
}: {
  codes: readonly string[];
  email: string;
  actions?: ReactNode;
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

  const download = () =>
    saveFile(
      new Blob([recoveryCodesFile(codes, email)], { type: 'text/plain;charset=utf-8' }),
      text.fileName,
    );

  return (
    <>
      <ol className={styles.codes} aria-label={text.listLabel}>
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
          {copied ? text.copied : text.copy}
        </Button>
        <Button icon={<ArrowDownloadRegular />} onClick={download}>
          {text.download}
        </Button>
        {actions}
      </div>
      {copyFailed ? (
        <MessageBar intent="warning" role="status" layout="multiline">
          <MessageBarBody>{text.copyBlocked}</MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}
