import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStaticStyles,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DocumentPrintRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { shareViewQuery, type ShareViewReply as ShareView } from '../../../entities/circle';
import type { ApiError } from '../../../lib/api-error';
import { dateText, scopeLabels } from '../circle-text';
import { dateTimeFormat } from '../../../lib/date-time-format';

/** Printing a share page: only its content, black on white (as the provider report prints). */
const usePrintStyles = makeStaticStyles(`
@media print {
  @page { margin: 14mm 12mm; }
  body:has([data-share-page]) { background: #fff !important; }
  body:has([data-share-page]) .fui-FluentProvider { background: #fff !important; min-height: 0 !important; }
  [data-share-page] [data-screen-only], body:has([data-share-page]) header, body:has([data-share-page]) footer { display: none !important; }
  [data-share-page], [data-share-page] * { color: #000 !important; background: transparent !important; box-shadow: none !important; }
}
`);

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalXL, minWidth: 0, maxWidth: '100%' },
  heading: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  lead: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    padding: `${tokens.spacingVerticalL} clamp(14px, 3vw, 24px)`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  muted: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  list: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  stats: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  stat: { display: 'grid', gap: tokens.spacingVerticalXXS },
  statValue: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  entry: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  entryTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  moodRow: {
    display: 'grid',
    gridTemplateColumns: '7.5em 1fr 2.5em',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    fontSize: tokens.fontSizeBase200,
  },
  bar: {
    height: '10px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
  },
  gone: { display: 'grid', gap: tokens.spacingVerticalM, justifyItems: 'start' },
});

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate)}%`);
const day = (date: string) =>
  dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** Keeps search engines out and the address out of any referrer while the page is shown. */
function usePrivatePage() {
  useEffect(() => {
    const metas = [
      ['robots', 'noindex, nofollow'],
      ['referrer', 'no-referrer'],
    ].map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.name = name!;
      meta.content = content!;
      document.head.appendChild(meta);
      return meta;
    });
    return () => metas.forEach((m) => m.remove());
  }, []);
}

function Doses({ data }: { data: NonNullable<ShareView['dosesAdherence']> }) {
  const styles = useStyles();
  const a = data.adherence;
  return (
    <section className={styles.card} aria-labelledby="share-doses">
      <h2 id="share-doses" className={styles.title}>
        {scopeLabels['doses-adherence']}
      </h2>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.muted}>Adherence, last 30 days</dt>
          <dd className={styles.statValue}>{percent(a.adherenceRate)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.muted}>On time</dt>
          <dd className={styles.statValue}>{percent(a.onTimeRate)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.muted}>Doses taken</dt>
          <dd className={styles.statValue}>
            {a.taken} of {a.scheduled}
          </dd>
        </div>
      </dl>
      <h3 className={styles.entryTitle}>Next doses</h3>
      {data.paused ? <p className={styles.muted}>Treatment is paused.</p> : null}
      {data.upcoming.length === 0 && !data.paused ? (
        <p className={styles.muted}>No doses scheduled.</p>
      ) : (
        <ul className={styles.list}>
          {data.upcoming.map((d) => (
            <li key={d}>{day(d)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Journal({ entries }: { entries: NonNullable<ShareView['sharedJournal']> }) {
  const styles = useStyles();
  return (
    <section className={styles.card} aria-labelledby="share-journal">
      <h2 id="share-journal" className={styles.title}>
        Shared journal entries
      </h2>
      {entries.length === 0 ? (
        <p className={styles.muted}>No entries are shared right now.</p>
      ) : null}
      {entries.map((e, i) => (
        <article key={i} className={styles.entry}>
          <h3 className={styles.entryTitle}>{e.title}</h3>
          <p className={styles.muted}>{day(e.localDate)}</p>
          <p className={styles.text}>{e.content}</p>
        </article>
      ))}
    </section>
  );
}

function Mood({ trend }: { trend: NonNullable<ShareView['moodTrend']> }) {
  const styles = useStyles();
  return (
    <section className={styles.card} aria-labelledby="share-mood">
      <h2 id="share-mood" className={styles.title}>
        {scopeLabels['mood-trend']}
      </h2>
      <p className={styles.muted}>
        Daily check-ins from {day(trend.startDate)} to {day(trend.endDate)}, mood from 1 to 5.
      </p>
      {trend.points.length === 0 ? (
        <p className={styles.muted}>No check-ins in this time.</p>
      ) : null}
      <ul className={styles.list}>
        {trend.points.map((p) => (
          <li key={p.date} className={styles.moodRow}>
            <span>{day(p.date)}</span>
            <span className={styles.bar} style={{ width: `${p.mood * 20}%` }} aria-hidden />
            <span>{p.mood} / 5</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /share/{token}: what a supporter sees, without an account. The provider report is drawn by
 * the analytics feature (the route passes it in), so it prints exactly as the report does.
 */
export function SharePage({
  token,
  renderProviderReport,
}: {
  token: string;
  renderProviderReport: (report: NonNullable<ShareView['providerReport']>) => ReactNode;
}) {
  const styles = useStyles();
  usePrintStyles();
  usePrivatePage();
  const view = useQuery(shareViewQuery(token));
  const error = view.error as ApiError | null;

  useEffect(() => {
    document.title = view.data
      ? `Shared by ${view.data.ownerName} · Stride`
      : 'Shared page · Stride';
  }, [view.data]);

  if (view.isPending) return <Spinner label="Opening the shared page..." />;
  if (view.isError) {
    const gone = error?.status === 404;
    return (
      <div className={styles.gone}>
        <h1 className={styles.heading}>
          {gone ? 'This link no longer works' : 'This page could not be opened'}
        </h1>
        <p className={styles.lead}>
          {gone
            ? 'It has expired or the person who shared it turned it off. If you still need it, ask them for a new link.'
            : 'Please check your connection and try again.'}
        </p>
      </div>
    );
  }
  const data = view.data;
  return (
    <div className={styles.root} data-share-page="">
      <div>
        <h1 className={styles.heading}>Shared by {data.ownerName}</h1>
        <p className={styles.lead}>
          {data.ownerName} chose to share this with you. It is read-only and works until{' '}
          {dateText(data.expiresAt)}.
        </p>
      </div>
      <MessageBar intent="info" layout="multiline" data-screen-only="">
        <MessageBarBody>
          Please keep it private: anyone with this link can see this page.
        </MessageBarBody>
      </MessageBar>
      {data.dosesAdherence ? <Doses data={data.dosesAdherence} /> : null}
      {data.moodTrend ? <Mood trend={data.moodTrend} /> : null}
      {data.sharedJournal ? <Journal entries={data.sharedJournal} /> : null}
      {data.providerReport ? (
        <div data-screen-only="">
          <Button icon={<DocumentPrintRegular />} onClick={() => window.print()}>
            Print / Save as PDF
          </Button>
        </div>
      ) : null}
      {data.providerReport ? (
        <section aria-label={scopeLabels['provider-report']} data-provider-report="">
          {renderProviderReport(data.providerReport)}
        </section>
      ) : null}
    </div>
  );
}
