import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { LabDraw, LabsReply, LevelCurveReply } from '@stride/api/contracts/labs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteLabDraw,
  labsKeys,
  labsQuery,
  levelCurveQuery,
} from '../../../entities/labs/labs-queries';
import { formatCalendarDate } from '../../../lib/dates';
import { useElementWidth } from '../../../lib/use-element-width';
import { LevelChart } from './level-chart';
import { RecordDrawDialog } from './record-draw-dialog';

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
  swBand: { backgroundColor: tokens.colorBrandBackground2 },
  swTarget: { backgroundColor: tokens.colorPaletteGreenBackground1 },
  swLab: { backgroundColor: tokens.colorPaletteDarkOrangeForeground1, borderRadius: '50%' },
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
  new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

function LevelCard({ curve, now }: { curve: LevelCurveReply; now: number }) {
  const styles = useStyles();
  const [ref, width] = useElementWidth<HTMLDivElement>();
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
      </ul>
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
export function LabsPage({ zone }: { zone: string }) {
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
        <LevelCard curve={curve.data} now={Date.now()} />
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
