import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Skeleton,
  SkeletonItem,
  makeStaticStyles,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  DocumentArrowDownRegular,
  CaretLeftRegular,
  DocumentPrintRegular,
} from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useDownloadDosesCsv } from '../../api/download-doses-csv';
import { providerReportQuery } from '../../../../entities/analytics';
import { analyticsText } from '../../analytics-text';
import { ButtonLink } from '../button-link';
import { QueryError } from '../../../../components/query-error';
import { ProviderReportDocument } from './provider-report';

/**
 * Printing the report: only the report, black on white. The shell's sidebar and top bar and
 * every on-screen control are hidden; the rules apply only while a report is on the page.
 */
const usePrintStyles = makeStaticStyles(`
@media print {
  @page { margin: 14mm 12mm; }
  body:has([data-provider-report]) { background: #fff !important; }
  body:has([data-provider-report]) .fui-FluentProvider { background: #fff !important; min-height: 0 !important; }
  body:has([data-provider-report]) .fui-NavDrawer,
  body:has([data-provider-report]) [data-shell-rail],
  body:has([data-provider-report]) div:has(> main#main) > header,
  [data-provider-report] [data-screen-only] { display: none !important; }
  body:has([data-provider-report]) main#main { padding: 0 !important; max-width: none !important; margin: 0 !important; }
  [data-provider-report], [data-provider-report] * {
    color: #000 !important;
    background: transparent !important;
    box-shadow: none !important;
    -webkit-print-color-adjust: economy;
  }
}
`);

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  intro: { display: 'grid', gap: tokens.spacingVerticalXS },
  subtitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground2,
  },
  status: {
    margin: 0,
    minHeight: '20px',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  failed: { color: tokens.colorStatusDangerForeground1 },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalL },
  skeletonBlock: { height: '160px', borderRadius: tokens.borderRadiusXLarge },
  skeletonTable: { height: '360px', borderRadius: tokens.borderRadiusXLarge },
});

/**
 * /analytics/report: the provider report of GET /api/integration/provider-data, with
 * 'Print / Save as PDF' (the browser's print dialog, with a print stylesheet) and 'Download
 * CSV of doses' (fetched with the session token, saved from an object URL).
 */
export function ProviderReportPage({ analyticsPath }: { analyticsPath: string }) {
  const styles = useStyles();
  usePrintStyles();
  const report = useQuery(providerReportQuery());
  const download = useDownloadDosesCsv();
  const text = analyticsText.report;

  useEffect(() => {
    document.title = `${text.documentTitle} · Stride`;
  }, [text.documentTitle]);

  return (
    <div className={styles.root} data-provider-report="">
      <div data-screen-only="" className={styles.toolbar}>
        <ButtonLink to={analyticsPath} appearance="subtle" icon={<CaretLeftRegular />}>
          {text.back}
        </ButtonLink>
        <div className={styles.actions}>
          <Button
            appearance="primary"
            icon={<DocumentPrintRegular />}
            disabled={!report.data}
            onClick={() => window.print()}
          >
            {text.print}
          </Button>
          <Button
            icon={<DocumentArrowDownRegular />}
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            {download.isPending ? text.downloading : text.downloadCsv}
          </Button>
        </div>
      </div>
      <div data-screen-only="" className={styles.intro}>
        <p className={styles.subtitle}>{text.subtitle}</p>
        <p className={mergeClasses(styles.status, download.isError && styles.failed)} role="status">
          {download.isSuccess ? text.downloaded(download.data) : ''}
          {download.isError
            ? `${text.downloadFailed}${download.error.message ? ` ${download.error.message}` : ''}`
            : ''}
        </p>
      </div>
      {report.isPending ? (
        <Skeleton aria-label="Loading the provider report" className={styles.skeleton}>
          <SkeletonItem className={styles.skeletonBlock} />
          <SkeletonItem className={styles.skeletonBlock} />
          <SkeletonItem className={styles.skeletonTable} />
        </Skeleton>
      ) : report.isError ? (
        <QueryError
          retryLabel={analyticsText.retry}
          message={text.loadFailed}
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <ProviderReportDocument report={report.data} />
      )}
    </div>
  );
}
