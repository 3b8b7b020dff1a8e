import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { DatabaseRegular } from '@fluentui/react-icons/svg/database';
import { DocumentTableRegular } from '@fluentui/react-icons/svg/document-table';
import { ShieldCheckmarkRegular } from '@fluentui/react-icons/svg/shield-checkmark';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { useDownloadExport, type ExportKind } from '../api/download-export';
import { formErrorMessage } from '../../../lib/form-errors';
import { saveFile } from '../../../lib/save-file';
import { settingsText } from '../settings-text';
import { DeleteAccountCard } from './delete-account-card';
import { SectionCard } from './section-card';

const useStyles = makeStyles({
  stack: { display: 'grid', gap: tokens.spacingVerticalXL },
  facts: {
    margin: 0,
    display: 'grid',
    gap: tokens.spacingVerticalM,
  },
  fact: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke2}`,
    '@media (min-width: 720px)': {
      gridTemplateColumns: '10rem minmax(0, 1fr)',
      gap: tokens.spacingHorizontalL,
    },
  },
  term: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  detail: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
  },
  link: { justifySelf: 'start' },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
});

/** What is stored and where: honest and specific. */
function StoredDataCard() {
  const styles = useStyles();
  return (
    <SectionCard
      icon={DatabaseRegular}
      title={settingsText.storedTitle}
      intro={settingsText.storedIntro}
    >
      <dl className={styles.facts}>
        {settingsText.storedItems.map((item) => (
          <div key={item.term} className={styles.fact}>
            <dt className={styles.term}>{item.term}</dt>
            <dd className={styles.detail}>{item.text}</dd>
          </div>
        ))}
      </dl>
      <AppLink to={paths.privacy} className={styles.link}>
        {settingsText.privacyLink}
      </AppLink>
    </SectionCard>
  );
}

/** Export: the whole account as JSON, and the doses and check-ins as CSV. */
function ExportCard() {
  const styles = useStyles();
  const download = useDownloadExport();
  const [result, setResult] = useState<{ intent: 'success' | 'error'; text: string } | null>(null);

  const start = (kind: ExportKind) => {
    setResult(null);
    download.mutate(kind, {
      onSuccess: ({ blob, fileName }) => {
        const name = fileName ?? 'stride-export';
        saveFile(blob, name);
        setResult({ intent: 'success', text: settingsText.exported(name) });
      },
      onError: (error) =>
        setResult({ intent: 'error', text: formErrorMessage(error, settingsText) }),
    });
  };

  const busy = download.isPending;
  const label = (kind: ExportKind, text: string) =>
    busy && download.variables === kind ? settingsText.exporting : text;

  return (
    <SectionCard
      icon={ShieldCheckmarkRegular}
      title={settingsText.exportTitle}
      intro={settingsText.exportIntro}
    >
      <div className={styles.actions}>
        <Button
          appearance="primary"
          icon={<ArrowDownloadRegular />}
          disabled={busy}
          onClick={() => start('json')}
        >
          {label('json', settingsText.exportJson)}
        </Button>
        <Button icon={<DocumentTableRegular />} disabled={busy} onClick={() => start('injections')}>
          {label('injections', settingsText.exportInjections)}
        </Button>
        <Button icon={<DocumentTableRegular />} disabled={busy} onClick={() => start('checkins')}>
          {label('checkins', settingsText.exportCheckins)}
        </Button>
      </div>
      <div aria-live="polite">
        {result ? (
          <MessageBar intent={result.intent} layout="multiline">
            <MessageBarBody>{result.text}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
    </SectionCard>
  );
}

/** Privacy: what Stride stores and where, the export, and erasing everything. */
export function PrivacySection() {
  const styles = useStyles();
  return (
    <div className={styles.stack}>
      <StoredDataCard />
      <ExportCard />
      <DeleteAccountCard />
    </div>
  );
}
