import { mergeClasses } from '@fluentui/react-components';
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
import { LevelChart } from '../../../../components/level-chart';
import { useElementWidth } from '../../../../lib/use-element-width';
import { DataTable } from '../data-table';
import { useStyles } from './provider-report-styles';
import { dateTimeFormat } from '../../../../lib/date-time-format';

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

type LabRow = ProviderReport['labs']['latest'][number];

const flagText = { low: 'Low', 'in-range': 'In range', high: 'High' } as const;
const placeWords = { trough: 'trough', mid: 'mid-cycle', peak: 'peak' } as const;

function rangeText(range: LabRow['range']): string {
  if (!range) return none;
  if (range.low !== null && range.high !== null) return `${range.low}–${range.high} ${range.unit}`;
  if (range.low !== null) return `≥ ${range.low} ${range.unit}`;
  if (range.high !== null) return `≤ ${range.high} ${range.unit}`;
  return none;
}

/** The lab table (the newest value of each marker) and the estimated level over the window. */
const drawnText = (instant: string, zone: string) =>
  dateTimeFormat('en-US', {
    timeZone: zone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(Date.parse(instant));

function LabsSection({
  labs,
  tableProps,
  zone,
}: {
  labs: ProviderReport['labs'];
  tableProps: { className: string; tableClassName: string };
  zone: string;
}) {
  const styles = useStyles();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const curve = labs.levelCurve;
  return (
    <>
      <Section id="labs" title="Lab results (latest of each)">
        {labs.hematocrit?.notice ? (
          <p className={styles.note}>
            <strong>{labs.hematocrit.notice.title}</strong> {labs.hematocrit.notice.message} Source:{' '}
            {labs.hematocrit.notice.source}.
          </p>
        ) : null}
        {labs.latest.length > 0 ? (
          <DataTable<LabRow>
            {...tableProps}
            caption={`${plural(labs.latest.length, 'marker')}, with the patient's reference ranges; next draw due ${dateText(labs.nextDrawDue)}`}
            rows={labs.latest}
            rowKey={(r) => r.marker}
            columns={[
              { header: 'Marker', cell: (r) => r.label },
              { header: 'Value', cell: (r) => `${r.value} ${r.unit}`, numeric: true },
              { header: 'Range', cell: (r) => rangeText(r.range) },
              { header: 'Flag', cell: (r) => (r.flag ? flagText[r.flag] : none) },
              {
                header: 'Drawn',
                cell: (r) =>
                  `${drawnText(r.drawnAt, zone)}${r.cyclePlace ? ` (${placeWords[r.cyclePlace]})` : ''}`,
              },
            ]}
          />
        ) : (
          <p className={styles.note}>No lab results recorded.</p>
        )}
      </Section>
      <Section id="level" title="Estimated testosterone level (last 90 days)" keepTogether>
        <p className={styles.note}>
          <strong>{curve.disclaimer}</strong>{' '}
          {curve.calibratedTo > 0
            ? `Scaled to ${plural(curve.calibratedTo, 'testosterone result')}; measured values are dots.`
            : 'A population estimate from the logged doses (no testosterone result to fit it to).'}
          {curve.assumptions.length > 0 ? ` Assumed: ${curve.assumptions.join('; ')}.` : ''}
        </p>
        <div ref={ref} data-testid="report-level-chart">
          {curve.points.length > 1 ? (
            <LevelChart curve={curve} width={width} now={Date.now()} />
          ) : (
            <p className={styles.note}>No logged doses in the period.</p>
          )}
        </div>
      </Section>
    </>
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

      <LabsSection labs={report.labs} tableProps={tableProps} zone={zone} />

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
