// Over 400 lines on purpose: the Labs page's cards (level estimate with its what-if form, draws,
// next draw) share one style sheet, one query and the page's wording helpers.
import {
  Badge,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { LabDraw, LabsReply, LevelCurveReply } from '@stride/api/contracts/labs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  deleteLabDraw,
  labsKeys,
  labsQuery,
  levelCurveQuery,
  levelCurveWhatIfQuery,
} from '../../../entities/labs/labs-queries';
import { formatCalendarDate } from '../../../lib/dates';
import { useElementWidth } from '../../../lib/use-element-width';
import { LevelChart } from '../../../components/level-chart';
import { RecordDrawDialog } from './record-draw-dialog';
import { dateTimeFormat } from '../../../lib/date-time-format';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    padding: `${tokens.spacingVerticalL} clamp(14px, 3vw, 24px)`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    justifyContent: 'space-between',
    alignItems: 'center',
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  muted: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  disclaimer: {
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  swatch: {
    display: 'inline-block',
    width: '12px',
    height: '12px',
    marginRight: '6px',
    verticalAlign: 'middle',
    borderRadius: '2px',
  },
  swLine: { backgroundColor: tokens.colorBrandForeground1, height: '3px' },
  // The chart's band tints (components/level-chart.tsx), a little stronger to show at 12 px.
  swBand: { backgroundColor: tokens.colorBrandForeground1, opacity: 0.35 },
  swTarget: { backgroundColor: tokens.colorPaletteGreenForeground1, opacity: 0.3 },
  swLab: { backgroundColor: tokens.colorPaletteDarkOrangeForeground1, borderRadius: '50%' },
  swProjected: {
    height: '0',
    borderRadius: '0',
    borderTop: `3px dotted ${tokens.colorBrandForeground1}`,
  },
  swPlanned: {
    height: '0',
    borderRadius: '0',
    borderTop: `3px dashed ${tokens.colorPaletteBerryForeground1}`,
  },
  whatIf: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  whatIfForm: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  whatIfField: { width: '130px', minWidth: 0 },
  whatIfInput: { width: '100%', minWidth: 0 },
  compare: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
  },
  plot: { minWidth: 0, overflow: 'hidden' },
  facts: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  },
  fact: { display: 'grid', gap: tokens.spacingVerticalXXS },
  factValue: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  table: { width: '100%', borderCollapse: 'collapse', fontSize: tokens.fontSizeBase300 },
  th: {
    textAlign: 'left',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightRegular,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  nowrap: { whiteSpace: 'nowrap' },
  td: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  list: { display: 'grid', gap: tokens.spacingVerticalL },
});

const flagBadge = (flag: LabDraw['results'][number]['flag']) => {
  if (flag === 'low')
    return (
      <Badge appearance="tint" color="warning">
        ↓ Low
      </Badge>
    );
  if (flag === 'high')
    return (
      <Badge appearance="tint" color="danger">
        ↑ High
      </Badge>
    );
  if (flag === 'in-range')
    return (
      <Badge appearance="tint" color="success">
        ✓ In range
      </Badge>
    );
  return (
    <Badge appearance="outline" color="subtle">
      No range
    </Badge>
  );
};

const placeText = { peak: 'Near peak', mid: 'Mid-cycle', trough: 'Near trough' } as const;

function rangeText(range: LabDraw['results'][number]['range']) {
  if (!range) return '—';
  if (range.low !== null && range.high !== null) return `${range.low}–${range.high} ${range.unit}`;
  if (range.high !== null) return `up to ${range.high} ${range.unit}`;
  if (range.low !== null) return `${range.low} ${range.unit} or more`;
  return '—';
}

const shortDate = (iso: string) =>
  dateTimeFormat(undefined, { month: 'short', day: 'numeric' }).format(new Date(iso));

const planText = (p: { doseMg: number; intervalDays: number }) =>
  `${p.doseMg} mg every ${p.intervalDays} ${p.intervalDays === 1 ? 'day' : 'days'}`;

type CycleSummary = NonNullable<LevelCurveReply['whatIf']>['currentCycle'];
const cycleText = (c: CycleSummary) =>
  c
    ? `trough about ${Math.round(c.trough.level)}, peak about ${Math.round(c.peak.level)} ng/dL`
    : 'not enough time ahead to tell';

/**
 * What-if (nothing saved): a planned dose or interval tried on the chart, answered by the
 * server's model beside the current schedule. Always an estimate, never a dosing instruction.
 */
function WhatIfForm({
  schedule,
  applied,
  onApply,
  error,
}: {
  schedule: { doseMg: number; intervalDays: number };
  applied: { doseMg: number; intervalDays: number } | null;
  onApply: (plan: { doseMg: number; intervalDays: number } | null) => void;
  error: string | null;
}) {
  const styles = useStyles();
  const [dose, setDose] = useState(String(applied?.doseMg ?? schedule.doseMg));
  const [interval, setInterval] = useState(String(applied?.intervalDays ?? schedule.intervalDays));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ doseMg: Number(dose), intervalDays: Number(interval) });
  };
  return (
    <form className={styles.whatIf} onSubmit={submit} aria-labelledby="what-if-title">
      <h3 className={styles.title} id="what-if-title">
        What if?
      </h3>
      <p className={styles.muted}>
        Try a planned dose or interval to see its estimated curve beside your current schedule (
        {planText(schedule)}). Nothing is saved. Talk any change through with your provider.
      </p>
      <div className={styles.whatIfForm}>
        <Field label="Planned dose (mg)" className={styles.whatIfField}>
          <Input
            type="number"
            min={1}
            max={1000}
            step="any"
            className={styles.whatIfInput}
            value={dose}
            onChange={(_e, d) => setDose(d.value)}
            data-testid="what-if-dose"
          />
        </Field>
        <Field label="Every (days)" className={styles.whatIfField}>
          <Input
            type="number"
            min={1}
            max={90}
            step="any"
            className={styles.whatIfInput}
            value={interval}
            onChange={(_e, d) => setInterval(d.value)}
            data-testid="what-if-interval"
          />
        </Field>
        <Button type="submit" appearance="primary" data-testid="what-if-apply">
          Show estimate
        </Button>
        {applied ? (
          <Button appearance="subtle" onClick={() => onApply(null)}>
            Clear
          </Button>
        ) : null}
      </div>
      {error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
    </form>
  );
}

function LevelCard({
  curve: base,
  now,
  action,
}: {
  curve: LevelCurveReply;
  now: number;
  action?: ReactNode;
}) {
  const styles = useStyles();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const [plan, setPlan] = useState<{ doseMg: number; intervalDays: number } | null>(null);
  const whatIf = useQuery({
    ...levelCurveWhatIfQuery(plan ?? { doseMg: 0, intervalDays: 0 }),
    enabled: plan !== null,
  });
  const curve = plan && whatIf.data ? whatIf.data : base;
  const w = plan ? (whatIf.data?.whatIf ?? null) : null;
  const summary =
    curve.points.length === 0
      ? 'Log your injections to see an estimated level.'
      : [
          curve.trough
            ? `Estimated trough about ${Math.round(curve.trough.level)} ng/dL (${shortDate(curve.trough.at)})`
            : null,
          curve.peak
            ? `peak about ${Math.round(curve.peak.level)} ng/dL (${shortDate(curve.peak.at)})`
            : null,
        ]
          .filter(Boolean)
          .join(', ') + '.';
  return (
    <section className={styles.card} aria-labelledby="level-title" data-testid="level-card">
      <div className={styles.header}>
        <h2 className={styles.title} id="level-title">
          Estimated testosterone level
        </h2>
        {action}
      </div>
      <p className={styles.disclaimer}>{curve.disclaimer}</p>
      <p className={styles.text}>
        {summary}{' '}
        {curve.calibratedTo > 0
          ? `Fitted to ${curve.calibratedTo} of your testosterone ${curve.calibratedTo === 1 ? 'result' : 'results'}.`
          : 'A population estimate: add a testosterone result to fit it to you.'}
      </p>
      <div ref={ref} className={styles.plot}>
        {curve.points.length > 1 ? <LevelChart curve={curve} width={width} now={now} /> : null}
      </div>
      <ul className={styles.legend}>
        <li>
          <span className={`${styles.swatch} ${styles.swLine}`} />
          Estimate
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swBand}`} />
          Uncertainty band
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swTarget}`} />
          Target 400–700 ng/dL
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swLab}`} />
          Your lab results
        </li>
        {w ? (
          <>
            <li>
              <span className={`${styles.swatch} ${styles.swProjected}`} />
              Current schedule ahead (estimate)
            </li>
            <li>
              <span className={`${styles.swatch} ${styles.swPlanned}`} />
              What-if: {planText(w.planned)} (estimate)
            </li>
          </>
        ) : null}
      </ul>
      {w ? (
        <ul className={styles.compare} data-testid="what-if-summary" aria-live="polite">
          <li>
            Current schedule ({planText(w.current)}): {cycleText(w.currentCycle)}.
          </li>
          <li>
            What-if ({planText(w.planned)}): {cycleText(w.plannedCycle)}.
          </li>
        </ul>
      ) : null}
      {base.schedule ? (
        <WhatIfForm
          schedule={base.schedule}
          applied={plan}
          onApply={setPlan}
          error={plan && whatIf.isError ? whatIf.error.message : null}
        />
      ) : null}
      {curve.assumptions.length > 0 ? (
        <p className={styles.muted}>Assumed: {curve.assumptions.join('; ')}.</p>
      ) : null}
      <p className={styles.muted}>
        A one-compartment model of your logged doses (ester half-lives: cypionate about 8 days,
        enanthate about 4.5, undecanoate about 20), scaled to your own results.
      </p>
    </section>
  );
}

function DrawCard({ draw }: { draw: LabDraw }) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteLabDraw(draw.id, draw.etag),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labsKeys.all }),
  });
  return (
    <article
      className={styles.card}
      aria-label={`Lab draw of ${formatCalendarDate(draw.localDate)}`}
      data-testid="lab-draw"
    >
      <div className={styles.header}>
        <h3 className={styles.title}>{formatCalendarDate(draw.localDate)}</h3>
        <div>
          {draw.cyclePlace ? (
            <Badge appearance="outline">
              {placeText[draw.cyclePlace]}
              {draw.daysSinceDose !== null ? ` · day ${draw.daysSinceDose} after a dose` : ''}
            </Badge>
          ) : null}
        </div>
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.th} scope="col">
              Test
            </th>
            <th className={styles.th} scope="col">
              Value
            </th>
            <th className={styles.th} scope="col">
              Range
            </th>
            <th className={styles.th} scope="col">
              Mark
            </th>
          </tr>
        </thead>
        <tbody>
          {draw.results.map((r) => (
            <tr key={r.marker}>
              <td className={styles.td}>{r.label}</td>
              <td className={styles.td}>
                {r.value} {r.unit}
              </td>
              <td className={styles.td}>{rangeText(r.range)}</td>
              <td className={`${styles.td} ${styles.nowrap}`}>{flagBadge(r.flag)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        <Button appearance="subtle" onClick={() => remove.mutate()} disabled={remove.isPending}>
          Delete draw
        </Button>
      </div>
    </article>
  );
}

function NextDraw({ labs }: { labs: LabsReply }) {
  const styles = useStyles();
  const days = labs.daysUntilNextDraw;
  return (
    <section className={styles.card} aria-labelledby="next-draw-title">
      <h2 className={styles.title} id="next-draw-title">
        When to draw
      </h2>
      <div className={styles.facts}>
        <div className={styles.fact}>
          <span className={styles.muted}>Next draw due</span>
          <span className={styles.factValue}>
            {formatCalendarDate(labs.nextDrawDue, 'MMM d, yyyy')}
          </span>
          <span className={styles.muted}>
            {days < 0 ? `${-days} days overdue` : days === 0 ? 'Today' : `In ${days} days`}
          </span>
        </div>
        {labs.suggestedDrawDate ? (
          <div className={styles.fact}>
            <span className={styles.muted}>Best day this cycle</span>
            <span className={styles.factValue}>
              {formatCalendarDate(labs.suggestedDrawDate, 'EEE, MMM d')}
            </span>
            <span className={styles.muted}>Midway between injections (WPATH SOC8)</span>
          </div>
        ) : null}
        {labs.hematocrit ? (
          <div className={styles.fact}>
            <span className={styles.muted}>Latest hematocrit</span>
            <span className={styles.factValue}>{labs.hematocrit.percent}%</span>
            <span className={styles.muted}>Watch lines at 50.4%, 52% and 54%</span>
          </div>
        ) : null}
      </div>
      <p className={styles.muted}>
        Every 3 months in the first year of treatment, then every 6 months.
      </p>
    </section>
  );
}

/** The labs page: the hematocrit notice, when to draw, the level estimate and every draw. */
export function LabsPage({ zone, historyAction }: { zone: string; historyAction?: ReactNode }) {
  const styles = useStyles();
  const labs = useQuery(labsQuery);
  const curve = useQuery(levelCurveQuery);
  if (labs.isPending) return <Spinner label="Loading your labs…" />;
  if (labs.isError)
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>
          <MessageBarTitle>Could not load your labs.</MessageBarTitle>
          {labs.error.message}
        </MessageBarBody>
      </MessageBar>
    );
  const data = labs.data;
  return (
    <div className={styles.page}>
      {data.hematocrit?.notice ? (
        <MessageBar intent="warning" layout="multiline" data-testid="hematocrit-notice">
          <MessageBarBody>
            <MessageBarTitle>{data.hematocrit.notice.title}</MessageBarTitle>
            {data.hematocrit.notice.message} Source: {data.hematocrit.notice.source}.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.header}>
        <p className={styles.text}>
          {data.draws.length === 0
            ? 'No lab results yet.'
            : `${data.draws.length} lab ${data.draws.length === 1 ? 'draw' : 'draws'}.`}
        </p>
        <RecordDrawDialog markers={data.markers} zone={zone} />
      </div>
      <NextDraw labs={data} />
      {curve.data ? (
        <LevelCard curve={curve.data} now={Date.now()} action={historyAction} />
      ) : curve.isPending ? (
        <Spinner size="small" />
      ) : null}
      <div className={styles.list}>
        {data.draws.map((d) => (
          <DrawCard key={d.id} draw={d} />
        ))}
      </div>
    </div>
  );
}
