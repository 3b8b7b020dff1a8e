import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type {
  PrescriptionVersion,
  ProviderReport,
  ReportDose,
} from '../../../../entities/analytics';
import { statusLabels } from '../../analytics-text';
import { formatRate, plural } from '../../chart-data';
import { formatDateRange } from '../../date-range';
import {
  dateText,
  doseText,
  instantText,
  intervalText,
  none,
  painText,
  routeShort,
  routeText,
  scoreText,
  siteText,
} from '../../report-format';
import { DataTable } from '../data-table';

const useStyles = makeStyles({
  paper: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalXXL,
    padding: 'clamp(18px, 4vw, 40px)',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow4,
    color: tokens.colorNeutralForeground1,
    '@media print': {
      display: 'block',
      padding: 0,
      border: 'none',
      boxShadow: 'none',
      borderRadius: 0,
    },
  },
  masthead: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalL,
    paddingBottom: tokens.spacingVerticalL,
    borderBottom: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    '@media print': { marginBottom: '14pt', paddingBottom: '8pt', borderBottomColor: '#000' },
  },
  eyebrow: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: tokens.colorBrandForeground2,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    '@media print': { fontSize: '20pt', lineHeight: '26pt' },
  },
  meta: {
    margin: 0,
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
    textAlign: 'end',
    '@media (max-width: 599px)': { textAlign: 'start' },
  },
  columns: {
    display: 'grid',
    gap: tokens.spacingVerticalXXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 800px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: tokens.spacingHorizontalXXXL,
    },
    '@media print': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: '24pt',
      marginBottom: '14pt',
    },
  },
  section: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalM,
    alignContent: 'start',
    minWidth: 0,
    '@media print': { display: 'block', marginBottom: '14pt' },
  },
  keepTogether: { '@media print': { breakInside: 'avoid' } },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    '@media print': { fontSize: '12pt', marginBottom: '6pt', breakAfter: 'avoid' },
  },
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, max-content) minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    '@media print': { fontSize: '10pt', rowGap: '3pt' },
  },
  row: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  definition: { margin: 0, overflowWrap: 'anywhere' },
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    '@media (min-width: 600px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    '@media print': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '8pt' },
  },
  figure: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    '@media print': { padding: '6pt 8pt', border: '1px solid #000', borderRadius: '4pt' },
  },
  figureLabel: {
    order: 0,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  figureValue: {
    order: 1,
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    '@media print': { fontSize: '14pt', lineHeight: '18pt' },
  },
  figureDetail: {
    order: 2,
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  note: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground2,
    '@media print': { fontSize: '10pt' },
  },
  printTable: {
    '@media print': {
      fontSize: '9pt',
      '& th, & td': { border: '1px solid #000', padding: '3pt 5pt', whiteSpace: 'normal' },
      '& tr': { breakInside: 'avoid' },
      '& thead': { display: 'table-header-group' },
      '& caption': { padding: '0 0 4pt', textAlign: 'start' },
    },
  },
  tableScroller: {
    '@media print': { overflow: 'visible', border: 'none', borderRadius: 0 },
  },
  missed: { color: tokens.colorStatusDangerForeground3, fontWeight: tokens.fontWeightSemibold },
  late: { color: tokens.colorStatusWarningForeground3, fontWeight: tokens.fontWeightSemibold },
  notes: {
    display: 'block',
    minWidth: '12rem',
    whiteSpace: 'pre-wrap',
    '@media print': { minWidth: 0 },
  },
  /** The last section and the footnote: printed on one page, never a lone footnote. */
  closing: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalXXL,
    '@media print': { display: 'block', breakInside: 'avoid' },
  },
  footer: {
    margin: 0,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
    '@media print': { marginTop: '14pt', paddingTop: '6pt', borderTop: '1px solid #000' },
  },
});

function Details({ rows }: { rows: readonly [string, ReactNode][] }) {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.definition}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({
  id,
  title,
  children,
  keepTogether = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  keepTogether?: boolean;
}) {
  const styles = useStyles();
  return (
    <section
      className={mergeClasses(styles.section, keepTogether && styles.keepTogether)}
      aria-labelledby={`report-${id}`}
    >
      <h2 id={`report-${id}`} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function StatusText({ status }: { status: ReportDose['status'] }) {
  const styles = useStyles();
  return (
    <span
      className={mergeClasses(
        status === 'missed' && styles.missed,
        status === 'late' && styles.late,
      )}
    >
      {statusLabels[status]}
    </span>
  );
}

/**
 * The provider report as a document: who, what is prescribed (and was), how consistently it
 * was taken over the last 90 days, every dose of those days, extra injections and mood.
 * Laid out for the screen and, through @media print, for paper (black on white, ruled tables
 * whose rows never split across pages).
 */
export function ProviderReportDocument({ report }: { report: ProviderReport }) {
  const styles = useStyles();
  const { patient, prescription, adherence, mood } = report;
  const zone = patient.timezone;
  const tableProps = { className: styles.tableScroller, tableClassName: styles.printTable };

  return (
    <article className={styles.paper} aria-labelledby="report-title" data-report-document="">
      <header className={styles.masthead}>
        <div>
          <p className={styles.eyebrow}>Stride · Testosterone HRT</p>
          <h1 id="report-title" className={styles.title}>
            Provider report
          </h1>
        </div>
        <p className={styles.meta}>
          <span>
            Generated{' '}
            <time dateTime={report.generatedAt}>{instantText(report.generatedAt, zone)}</time>
          </span>
          <span>
            Period: {formatDateRange(report.window.startDate, report.window.endDate)} (last 90 days)
          </span>
        </p>
      </header>

      <div className={styles.columns}>
        <Section id="patient" title="Patient" keepTogether>
          <Details
            rows={[
              ['Name', patient.name || none],
              ...(patient.legalName
                ? ([['Legal name', patient.legalName]] as [string, string][])
                : []),
              ['Date of birth', dateText(patient.dateOfBirth)],
              ['Pronouns', patient.pronouns ?? none],
              ['Time zone', patient.timezone],
            ]}
          />
        </Section>
        <Section id="prescription" title="Current prescription" keepTogether>
          {prescription ? (
            <Details
              rows={[
                ['Medication', prescription.medication],
                ['Dose', doseText(prescription.doseAmount, prescription.doseUnit)],
                ['Frequency', intervalText(prescription.intervalDays)],
                ['Route', routeText(prescription.route)],
                [
                  'Concentration',
                  prescription.concentrationMgPerMl === null
                    ? none
                    : `${prescription.concentrationMgPerMl} mg/mL`,
                ],
                ['Schedule start', dateText(prescription.startDate)],
                ['HRT start', dateText(prescription.hrtStartDate)],
                [
                  'Next dose due',
                  prescription.paused ? 'Paused' : dateText(prescription.nextInjectionDate),
                ],
              ]}
            />
          ) : (
            <p className={styles.note}>No prescription has been recorded.</p>
          )}
        </Section>
      </div>

      {prescription && prescription.history.length > 0 ? (
        <Section id="history" title="Prescription history">
          <DataTable<PrescriptionVersion>
            {...tableProps}
            caption="Every version of the prescription, newest first"
            rows={prescription.history}
            rowKey={(v, i) => `${v.effectiveFrom}-${i}`}
            columns={[
              { header: 'Effective from', cell: (v) => dateText(v.effectiveFrom) },
              { header: 'Medication', cell: (v) => v.medication },
              { header: 'Dose', cell: (v) => doseText(v.doseAmount, v.doseUnit) },
              { header: 'Frequency', cell: (v) => intervalText(v.intervalDays) },
              { header: 'Route', cell: (v) => routeShort(v.route) },
            ]}
          />
        </Section>
      ) : null}

      <Section id="adherence" title="Adherence (last 90 days)" keepTogether>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>Adherence</dt>
            <dd className={styles.figureValue}>{formatRate(adherence.adherenceRate)}</dd>
            <dd className={styles.figureDetail}>
              {adherence.taken} of {adherence.scheduled} taken
            </dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>On time</dt>
            <dd className={styles.figureValue}>{formatRate(adherence.onTimeRate)}</dd>
            <dd className={styles.figureDetail}>{plural(adherence.onTime, 'dose')}</dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>Late</dt>
            <dd className={styles.figureValue}>{adherence.late}</dd>
            <dd className={styles.figureDetail}>taken after the due window</dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>Missed</dt>
            <dd className={styles.figureValue}>{adherence.missed}</dd>
            <dd className={styles.figureDetail}>not taken</dd>
          </div>
        </dl>
      </Section>

      <Section id="doses" title="Doses (last 90 days)">
        {report.doses.length > 0 ? (
          <DataTable<ReportDose>
            {...tableProps}
            caption={`${plural(report.doses.length, 'dose')} due, newest first`}
            rows={report.doses}
            rowKey={(d) => d.dueDate}
            columns={[
              { header: 'Date taken', cell: (d) => dateText(d.date) },
              { header: 'Due date', cell: (d) => dateText(d.dueDate) },
              { header: 'Status', cell: (d) => <StatusText status={d.status} /> },
              { header: 'Dose', cell: (d) => doseText(d.doseAmount, d.doseUnit) },
              { header: 'Site', cell: (d) => siteText(d.site) },
              { header: 'Route', cell: (d) => routeShort(d.route) },
              { header: 'Pain', cell: (d) => painText(d.painLevel) },
              {
                header: 'Notes',
                cell: (d) => <span className={styles.notes}>{d.notes || none}</span>,
              },
            ]}
          />
        ) : (
          <p className={styles.note}>No doses were due in the last 90 days.</p>
        )}
      </Section>

      <Section id="extra" title="Extra injections">
        {report.extraInjections.length > 0 ? (
          <DataTable<ProviderReport['extraInjections'][number]>
            {...tableProps}
            caption="Injections outside the schedule, in the last 90 days"
            rows={report.extraInjections}
            rowKey={(e) => e.takenAt}
            columns={[
              { header: 'Date', cell: (e) => dateText(e.date) },
              { header: 'Dose', cell: (e) => doseText(e.doseAmount, e.doseUnit) },
              { header: 'Site', cell: (e) => siteText(e.site) },
              {
                header: 'Notes',
                cell: (e) => <span className={styles.notes}>{e.notes || none}</span>,
              },
            ]}
          />
        ) : (
          <p className={styles.note}>None: every injection matched a scheduled dose.</p>
        )}
      </Section>

      <div className={styles.closing} data-report-closing="">
        <Section id="mood" title="Mood and energy (last 90 days)" keepTogether>
          <Details
            rows={[
              ['Average mood', scoreText(mood.average)],
              ['Average energy', scoreText(mood.energyAverage)],
              ['Check-ins', String(mood.checkins)],
            ]}
          />
        </Section>

        <p className={styles.footer}>
          Self-reported by the patient in Stride. Adherence counts doses due in the period: on time
          within the schedule&apos;s window, late after it, missed when never taken. Dates are in
          the patient&apos;s time zone ({zone}).
        </p>
      </div>
    </article>
  );
}
