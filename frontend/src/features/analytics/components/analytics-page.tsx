import { useQuery } from '@tanstack/react-query';
import {
  MessageBar,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { CalendarAddRegular, DocumentTextRegular, InfoRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { PageHeader } from '../../../components/page-header';
import { TabStrip } from '../../../components/tab-strip';
import { analyticsPeriodQuery } from '../../../entities/analytics';
import { prescriptionQuery, type Prescription } from '../../../entities/prescription';
import { analyticsText } from '../analytics-text';
import { headlineFigures } from '../chart-data';
import { formatDateRange } from '../date-range';
import { analyticsPeriods, periodDays, periodLabels, type AnalyticsPeriod } from '../period';
import { AnalyticsCharts } from './analytics-charts';
import { ButtonLink } from './button-link';
import { HeadlineFigures } from './headline-figures';
import { QueryError } from '../../../components/query-error';

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    marginBottom: tokens.spacingVerticalL,
  },
  tabs: {
    padding: tokens.spacingHorizontalXXS,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  range: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground2,
    fontVariantNumeric: 'tabular-nums',
  },
  rangeDays: { color: tokens.colorNeutralForeground3 },
  body: {
    display: 'grid',
    gap: tokens.spacingVerticalXL,
    transitionProperty: 'opacity',
    transitionDuration: tokens.durationNormal,
  },
  stale: { opacity: 0.55 },
  charts: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 1100px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: tokens.spacingHorizontalL,
    },
  },
  callout: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
  },
  calloutIcon: {
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '48px',
    height: '48px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground2,
    fontSize: '24px',
  },
  calloutText: { display: 'grid', gap: tokens.spacingVerticalXXS, flex: '1 1 260px' },
  calloutTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  calloutBody: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
  },
  skeletonFigures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    '@media (min-width: 720px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
  skeletonFigure: { height: '104px', borderRadius: tokens.borderRadiusLarge },
  skeletonChart: { height: '300px', borderRadius: tokens.borderRadiusXLarge },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

function LoadingState() {
  const styles = useStyles();
  return (
    <Skeleton aria-label="Loading your analytics" className={styles.body}>
      <div className={styles.skeletonFigures}>
        {Array.from({ length: 8 }, (_, i) => (
          <SkeletonItem key={i} className={styles.skeletonFigure} />
        ))}
      </div>
      <div className={styles.charts}>
        {Array.from({ length: 4 }, (_, i) => (
          <SkeletonItem key={i} className={styles.skeletonChart} />
        ))}
      </div>
    </Skeleton>
  );
}

function NoPrescription({ entriesPath }: { entriesPath: string }) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <section className={styles.callout} aria-labelledby={titleId}>
      <span className={styles.calloutIcon} aria-hidden="true">
        <CalendarAddRegular />
      </span>
      <div className={styles.calloutText}>
        <h2 id={titleId} className={styles.calloutTitle}>
          {analyticsText.noPrescriptionTitle}
        </h2>
        <p className={styles.calloutBody}>{analyticsText.noPrescriptionText}</p>
      </div>
      <ButtonLink to={entriesPath} appearance="primary">
        {analyticsText.noPrescriptionAction}
      </ButtonLink>
    </section>
  );
}

const prescriptionState = (prescription: Prescription | null) => ({
  hasPrescription: prescription !== null,
  paused: prescription?.paused ?? false,
});

/**
 * /analytics: the period switcher (kept in the address), the headline figures and five
 * charts, each with a summary sentence and a data table; a call to set up a prescription
 * when none is set.
 */
export function AnalyticsPage({
  period,
  onPeriodChange,
  reportPath,
  entriesPath,
}: {
  period: AnalyticsPeriod;
  onPeriodChange: (period: AnalyticsPeriod) => void;
  reportPath: string;
  entriesPath: string;
}) {
  const styles = useStyles();
  const analytics = useQuery(analyticsPeriodQuery(period));
  // Without a prescription nothing is ever due: the page says how to set one up instead.
  const plan = useQuery({ ...prescriptionQuery(), select: prescriptionState, staleTime: 0 });
  const data = analytics.data;
  const noPlan = plan.data?.hasPrescription === false;
  const stale = analytics.isPlaceholderData;
  const panelId = useId();
  const range = data ? formatDateRange(data.startDate, data.endDate) : '';

  return (
    <>
      <PageHeader
        title={analyticsText.title}
        subtitle={analyticsText.subtitle}
        actions={
          <ButtonLink to={reportPath} icon={<DocumentTextRegular />}>
            {analyticsText.providerReport}
          </ButtonLink>
        }
      />
      <div className={styles.toolbar}>
        <TabStrip
          className={styles.tabs}
          tabs={analyticsPeriods.map((p) => ({ value: p, label: periodLabels[p] }))}
          selectedValue={period}
          onTabSelect={onPeriodChange}
          aria-label={analyticsText.periodLabel}
          appearance="subtle"
          panelId={panelId}
        />
        {data && !stale ? (
          <p className={styles.range}>
            {range} <span className={styles.rangeDays}>· last {periodDays[data.period]} days</span>
          </p>
        ) : null}
      </div>
      <div role="status" className={styles.visuallyHidden}>
        {data && !stale
          ? `Showing ${periodLabels[data.period].toLowerCase()}: ${range}.`
          : analytics.isFetching
            ? analyticsText.updating
            : ''}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-label={periodLabels[period]}
        aria-busy={analytics.isFetching}
      >
        {analytics.isPending ? (
          <LoadingState />
        ) : analytics.isError && !data ? (
          <QueryError
            retryLabel={analyticsText.retry}
            message={analyticsText.loadFailed}
            error={analytics.error}
            onRetry={() => void analytics.refetch()}
          />
        ) : data ? (
          <div className={mergeClasses(styles.body, stale && styles.stale)}>
            {analytics.isError ? (
              <QueryError
                retryLabel={analyticsText.retry}
                message={analyticsText.loadFailed}
                error={analytics.error}
                onRetry={() => void analytics.refetch()}
              />
            ) : null}
            {noPlan ? <NoPrescription entriesPath={entriesPath} /> : null}
            {plan.data?.paused ? (
              <MessageBar intent="info" icon={<InfoRegular />}>
                <MessageBarBody>{analyticsText.pausedNote}</MessageBarBody>
              </MessageBar>
            ) : null}
            <HeadlineFigures figures={headlineFigures(data)} />
            <AnalyticsCharts className={styles.charts} analytics={data} noPlan={noPlan} />
          </div>
        ) : null}
      </div>
    </>
  );
}
