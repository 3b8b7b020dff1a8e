import { formatCalendarDate } from '../../../lib/dates';
import type { Analytics, SeriesDay } from '../../../entities/analytics';
import { statusLabels } from '../analytics-text';
import {
  adherenceCells,
  adherenceSummary,
  formatRate,
  formatScore,
  moodByDayBars,
  moodByDaySummary,
  offsetText,
  siteBars,
  siteSummary,
  timingPoints,
  timingSummary,
  trendRows,
  trendSummary,
  type DoseCell,
  type MoodByDayBar,
  type SiteBar,
  type TimingPoint,
} from '../chart-data';
import { ChartCard } from './chart-card';
import { ChartLegend, type LegendItem } from './chart-legend';
import { AdherenceChart, adherenceChartHeight } from './charts/adherence-chart';
import { useChartStyles, statusFill, statusGlyph } from './charts/chart-styles';
import { DoseTimingChart, doseTimingChartHeight } from './charts/dose-timing-chart';
import { MoodByDayChart, moodByDayChartHeight } from './charts/mood-by-day-chart';
import {
  MoodByLevelChart,
  moodByLevelChartHeight,
  useMoodByLevelStyles,
  type LevelGroup,
} from './charts/mood-by-level-chart';
import { MoodTrendChart, moodTrendChartHeight } from './charts/mood-trend-chart';
import { SiteRotationChart, siteRotationChartHeight } from './charts/site-rotation-chart';
import { DataTable } from './data-table';

const day = (date: string | null) => (date ? formatCalendarDate(date, 'MMM d, yyyy') : '—');

function useStatusLegend(withUpcoming: boolean): LegendItem[] {
  const styles = useChartStyles();
  const statuses = (['on-time', 'late', 'missed', 'upcoming'] as const).filter(
    (s) => withUpcoming || s !== 'upcoming',
  );
  return statuses.map((status) => {
    const glyph = statusGlyph(status);
    return {
      label: statusLabels[status],
      swatch: (
        <>
          <rect
            className={statusFill(styles, status)}
            x={1}
            y={0.5}
            width={14}
            height={11}
            rx={3}
          />
          {glyph ? (
            <path
              className={styles.glyph}
              d={glyph}
              transform="translate(8,6) scale(0.8)"
              strokeWidth={1.6}
            />
          ) : null}
        </>
      ),
    };
  });
}

function AdherenceCard({ analytics, noPlan }: { analytics: Analytics; noPlan: boolean }) {
  const styles = useChartStyles();
  const cells = adherenceCells(analytics.doseTiming);
  const legend = useStatusLegend(cells.some((c) => c.status === 'upcoming'));
  return (
    <ChartCard
      id="adherence"
      title="Adherence over time"
      summary={adherenceSummary(analytics)}
      height={adherenceChartHeight}
      empty={
        cells.length === 0
          ? noPlan
            ? 'Set up your prescription to see your adherence.'
            : 'Each dose due in this period will show here, marked on time, late or missed.'
          : undefined
      }
      chart={(width) => <AdherenceChart cells={cells} width={width} />}
      legend={
        <ChartLegend
          items={[
            {
              label: 'Adherence so far',
              swatch: <path className={styles.rateLine} d="M1,9 L8,4 L15,6" />,
            },
            ...legend,
          ]}
        />
      }
      table={
        <DataTable<DoseCell>
          caption="Doses due, oldest first"
          rows={cells}
          rowKey={(c) => c.dueDate}
          columns={[
            { header: 'Due date', cell: (c) => day(c.dueDate) },
            { header: 'Status', cell: (c) => statusLabels[c.status] },
            { header: 'Taken', cell: (c) => day(c.takenDate) },
            { header: 'Adherence so far', cell: (c) => formatRate(c.runningRate), numeric: true },
          ]}
        />
      }
    />
  );
}

function DoseTimingCard({ analytics, noPlan }: { analytics: Analytics; noPlan: boolean }) {
  const points = timingPoints(analytics.doseTiming);
  const legend = useStatusLegend(false);
  return (
    <ChartCard
      id="dose-timing"
      title="Dose timing"
      summary={timingSummary(points, analytics.period)}
      height={doseTimingChartHeight}
      empty={
        points.length === 0
          ? noPlan
            ? 'Set up your prescription to compare your doses with your schedule.'
            : 'Each dose due in this period will show here against its due day.'
          : undefined
      }
      chart={(width) => <DoseTimingChart points={points} width={width} />}
      legend={<ChartLegend items={legend} />}
      table={
        <DataTable<TimingPoint>
          caption="Each dose against its due day, oldest first"
          rows={points}
          rowKey={(p) => p.dueDate}
          columns={[
            { header: 'Due date', cell: (p) => day(p.dueDate) },
            { header: 'Taken', cell: (p) => day(p.takenDate) },
            { header: 'Timing', cell: (p) => offsetText(p) },
            { header: 'Status', cell: (p) => statusLabels[p.status] },
          ]}
        />
      }
    />
  );
}

function SiteRotationCard({ analytics }: { analytics: Analytics }) {
  const bars = siteBars(analytics.siteCounts);
  const total = bars.reduce((sum, b) => sum + b.count, 0);
  return (
    <ChartCard
      id="site-rotation"
      title="Site rotation"
      summary={siteSummary(bars, analytics.period)}
      height={siteRotationChartHeight(bars.length)}
      empty={
        total === 0
          ? 'Log your injections on the Entries page to see how you rotate sites.'
          : undefined
      }
      chart={(width) => <SiteRotationChart bars={bars} width={width} />}
      table={
        <DataTable<SiteBar>
          caption="Injections per site"
          rows={bars}
          rowKey={(b) => b.site}
          columns={[
            { header: 'Site', cell: (b) => b.label },
            { header: 'Injections', cell: (b) => b.count, numeric: true },
          ]}
        />
      }
    />
  );
}

function MoodByDayCard({ analytics }: { analytics: Analytics }) {
  const bars = moodByDayBars(analytics.moodByDaySinceInjection);
  return (
    <ChartCard
      id="mood-by-day"
      title="Mood by days since injection"
      summary={moodByDaySummary(bars, analytics.period)}
      height={moodByDayChartHeight}
      empty={
        bars.length === 0
          ? 'Check in on your mood after an injection to see how it changes through your cycle.'
          : undefined
      }
      chart={(width) => <MoodByDayChart bars={bars} width={width} />}
      table={
        <DataTable<MoodByDayBar>
          caption="Average mood by days since the last injection"
          rows={bars}
          rowKey={(b) => String(b.day)}
          columns={[
            { header: 'Days since injection', cell: (b) => b.label },
            { header: 'Average mood', cell: (b) => formatScore(b.mood), numeric: true },
            { header: 'Check-ins', cell: (b) => b.checkins, numeric: true },
          ]}
        />
      }
    />
  );
}

const placeLabels = { trough: 'Trough days', mid: 'Mid-cycle', peak: 'Peak days' } as const;

/** Mood and energy against the estimated level: by place in the cycle, and by level band. */
function MoodByLevelCard({ analytics }: { analytics: Analytics }) {
  const styles = useChartStyles();
  const own = useMoodByLevelStyles();
  const m = analytics.moodByLevel;
  const places: LevelGroup[] = m.byPlace.map((p) => ({ ...p, label: placeLabels[p.place] }));
  const bands: LevelGroup[] = m.bands.map((b) => ({ ...b, label: b.label }));
  const total = places.reduce((n, p) => n + p.checkins, 0);
  const { trough, other } = m.troughVsOther;
  const summary =
    total === 0
      ? 'No check-ins on days with an estimated level yet.'
      : trough.checkins > 0 && other.checkins > 0
        ? `On estimated trough days mood averaged ${formatScore(trough.mood)} and energy ${formatScore(trough.energy)}, against ${formatScore(other.mood)} and ${formatScore(other.energy)} on other days.`
        : `${total} ${total === 1 ? 'check-in' : 'check-ins'} read against the estimated level.`;
  return (
    <ChartCard
      id="mood-by-level"
      title="Mood and energy by estimated level"
      summary={`${summary} ${m.disclaimer}${m.calibratedTo > 0 ? '' : ' Not yet fitted to your own testosterone results.'}`}
      height={moodByLevelChartHeight}
      empty={
        total === 0
          ? 'Log your injections and check in on your mood to see it against your estimated level.'
          : undefined
      }
      chart={(width) => (
        <MoodByLevelChart groups={places} width={width} axisTitle="Place in the injection cycle" />
      )}
      legend={
        <ChartLegend
          items={[
            {
              label: 'Mood',
              swatch: <rect className={styles.brandFill} width={12} height={12} rx={2} />,
            },
            {
              label: 'Energy',
              swatch: <rect className={own.energyFill} width={12} height={12} rx={2} />,
            },
          ]}
        />
      }
      table={
        <DataTable<LevelGroup>
          caption="Average mood and energy by place in the cycle and by estimated level (ng/dL)"
          rows={[...places, ...bands.map((b) => ({ ...b, label: `${b.label} ng/dL` }))]}
          rowKey={(g) => g.label}
          columns={[
            { header: 'Days', cell: (g) => g.label },
            { header: 'Mood', cell: (g) => formatScore(g.mood), numeric: true },
            { header: 'Energy', cell: (g) => formatScore(g.energy), numeric: true },
            { header: 'Check-ins', cell: (g) => g.checkins, numeric: true },
          ]}
        />
      }
    />
  );
}

function MoodTrendCard({ analytics }: { analytics: Analytics }) {
  const styles = useChartStyles();
  return (
    <ChartCard
      id="mood-trend"
      title="Mood and energy"
      summary={trendSummary(analytics)}
      wide
      height={moodTrendChartHeight}
      empty={
        analytics.checkinCount === 0
          ? 'Your daily mood check-ins will draw this chart. Check in from the Journal page.'
          : undefined
      }
      chart={(width) => <MoodTrendChart series={analytics.series} width={width} />}
      legend={
        <ChartLegend
          items={[
            {
              label: 'Mood',
              // The lines' own classes, long enough to show the solid and the dashed pattern.
              width: 28,
              swatch: (
                <>
                  <path className={styles.moodLine} d="M2,6 L26,6" />
                  <circle className={styles.moodDot} cx={14} cy={6} r={3.5} />
                </>
              ),
            },
            {
              label: 'Energy',
              width: 28,
              swatch: (
                <>
                  <path className={styles.energyLine} d="M0,6 L28,6" />
                  <circle className={styles.energyDot} cx={14} cy={6} r={3} />
                </>
              ),
            },
            {
              label: 'Injection',
              swatch: <path className={styles.injectionMark} d="M8,1 L13,10 L3,10 Z" />,
            },
          ]}
        />
      }
      table={
        <DataTable<SeriesDay>
          caption="Days with a check-in or an injection, oldest first"
          rows={trendRows(analytics.series)}
          rowKey={(d) => d.date}
          columns={[
            { header: 'Date', cell: (d) => day(d.date) },
            { header: 'Mood', cell: (d) => d.mood ?? '—', numeric: true },
            { header: 'Energy', cell: (d) => d.energy ?? '—', numeric: true },
            { header: 'Injection', cell: (d) => (d.injected ? 'Yes' : '') },
          ]}
        />
      }
    />
  );
}

/** The page's six charts, in reading order. */
export function AnalyticsCharts({
  analytics,
  noPlan,
  className,
}: {
  analytics: Analytics;
  noPlan: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <AdherenceCard analytics={analytics} noPlan={noPlan} />
      <DoseTimingCard analytics={analytics} noPlan={noPlan} />
      <SiteRotationCard analytics={analytics} />
      <MoodByDayCard analytics={analytics} />
      <MoodByLevelCard analytics={analytics} />
      <MoodTrendCard analytics={analytics} />
    </div>
  );
}
