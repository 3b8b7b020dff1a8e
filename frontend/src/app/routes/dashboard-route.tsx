// Over 400 lines on purpose: the one place that wires the dashboard's cards and quick actions to
// the dialogs they open (each loaded on intent), so the route reads as one map.
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import type { CrisisResourceView } from '@stride/api/contracts/ai';
import type { InjectionRequest } from '@stride/api/contracts/treatment';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { OutboxPendingCard } from '../../components/outbox-pending-card';
import { PageHeader } from '../../components/page-header';
import { StatusNotice } from '../../components/status-notice';
import type { OutboxItem } from '../../lib/outbox/outbox-item';
import { discardOutboxItem } from '../../lib/outbox/outbox';
import { paths } from '../../config/paths';
import { todayIn } from '../../lib/dates';
import { displayName, useSession } from '../../lib/session/session-context';
import { dashboardMonthQuery } from '../../entities/dashboard';
import { prescriptionQuery } from '../../entities/prescription';
import { AchievementToasts } from '../../features/dashboard/components/achievement-toasts';
import { DoseDueBanner } from '../../features/dashboard/components/dose-due-banner';
import { DailyAffirmationCard } from '../../features/dashboard/components/daily-affirmation-card';
import type { DailyTaskAction } from '../../features/dashboard/components/daily-tasks-list';
import { CardSkeleton } from '../../features/dashboard/components/dashboard-skeleton';
import {
  GamificationPanel,
  dailyTasksHeadingId,
} from '../../features/dashboard/components/gamification-panel';
import { LevelBadge } from '../../features/dashboard/components/level-badge';
import { QuickActionsCard } from '../../features/dashboard/components/quick-actions-card';
import { SuppliesLabsCard } from '../../features/dashboard/components/supplies-labs-card';
import { StreakCelebration } from '../../features/dashboard/components/streak-celebration';
import { TodaysPrioritiesCard } from '../../features/dashboard/components/todays-priorities-card';
import { WeeklyGoalsCard } from '../../features/dashboard/components/weekly-goals-card';
import { Staged } from '../../lib/staged';
import { useMediaQuery } from '../../lib/use-media-query';
import { useStreakCelebration } from '../../features/dashboard/hooks/use-streak-celebration';
import type { QuickActionId } from '../../features/dashboard/quick-actions';
import {
  todaysPriorities,
  type PriorityActionId,
} from '../../features/dashboard/todays-priorities';
import { useJournalTags } from '../../features/journal/api/list-journal-tags';
import { promptIndexForDate } from '../../features/journal/journal-prompts';
import { PrescriptionCard } from '../../features/treatment/components/prescription-card';
import {
  QuickCalendar,
  type QuickCalendarDayKind,
} from '../../features/treatment/components/quick-calendar';
import { LoadOnIntent, retryableLazy } from '../../lib/load-on-intent';
import { pageHeaders } from './page-headers';

/*
 * The dialogs load on intent (issue 15): each one's code arrives when it is first opened, and
 * it stays mounted after that so it closes with its animation and returns focus as before.
 */
const AllAchievementsDialog = retryableLazy(() =>
  import('../../features/dashboard/components/all-achievements-dialog').then((m) => ({
    default: m.AllAchievementsDialog,
  })),
);
const PrescriptionFormDialog = retryableLazy(() =>
  import('../../features/treatment/components/prescription-form-dialog').then((m) => ({
    default: m.PrescriptionFormDialog,
  })),
);
const EntryEditorDialog = retryableLazy(() =>
  import('../../features/journal/components/entry-editor-dialog').then((m) => ({
    default: m.EntryEditorDialog,
  })),
);
const MoodCheckinDialog = retryableLazy(() =>
  import('../../features/journal/components/mood-checkin-dialog').then((m) => ({
    default: m.MoodCheckinDialog,
  })),
);
const PhotoGalleryDialog = retryableLazy(() =>
  import('../../features/photos/components/photo-gallery-dialog').then((m) => ({
    default: m.PhotoGalleryDialog,
  })),
);
const LogInjectionDialog = retryableLazy(() =>
  import('../../features/treatment/components/log-injection-dialog').then((m) => ({
    default: m.LogInjectionDialog,
  })),
);
const CrisisHelpDialog = retryableLazy(() =>
  import('../../components/crisis-help-dialog').then((m) => ({ default: m.CrisisHelpDialog })),
);

const useStyles = makeStyles({
  name: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  columns: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    // Ranges that never overlap, so no rule depends on the order the queries are inserted in.
    '@media (min-width: 760px) and (max-width: 1239px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
    '@media (min-width: 1240px)': {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    },
  },
  column: { display: 'grid', gap: tokens.spacingHorizontalL, minWidth: 0 },
  /** Two columns (medium screens): the third spans the width below the first two. */
  third: {
    '@media (min-width: 760px) and (max-width: 1239px)': {
      gridColumn: '1 / -1',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      alignItems: 'start',
    },
  },
  badgeSkeleton: { width: '170px' },
  error: { marginBottom: tokens.spacingVerticalL },
});

/** One column below this width: the cards are then read in order of urgency. */
const narrowDashboardQuery = '(max-width: 759px)';

type OpenDialog =
  'photos' | 'journal' | 'injection' | 'mood' | 'achievements' | 'prescription' | null;

/** What a daily task's button opens: the quick action that completes it. */
const taskActions: Readonly<Record<DailyTaskAction, QuickActionId>> = {
  'log-injection': 'log-injection',
  'record-mood': 'mood-checkin',
  'write-journal': 'journal-entry',
  'progress-photo': 'photo-gallery',
};

/**
 * The dashboard (spec 'Welcome back!'): every value from GET /api/dashboard, computed on the
 * server from the person's own data. Three columns on wide screens: (1) the prescription card
 * and the quick calendar, (2) quick actions, 'Today's Priorities' and 'Daily Affirmation',
 * (3) the gamification panel and 'Weekly Goals'. Phones get one column that leads with what
 * matters now: the prescription card (next dose, 'Log injection'), 'Today's Priorities' and the
 * quick actions, then the calendar, progress and affirmation. Each quick action opens
 * its flow (the features' dialogs, composed here); every write invalidates ['dashboard'], so XP,
 * tasks and achievements move without a reload.
 */
export default function DashboardRoute() {
  const styles = useStyles();
  const narrow = useMediaQuery(narrowDashboardQuery);
  const navigate = useNavigate();
  const { user } = useSession();
  const zone = user?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  const localToday = todayIn(zone);
  const dashboard = useQuery(dashboardMonthQuery(localToday.slice(0, 7)));
  const data = dashboard.data;
  const today = data?.today ?? localToday;

  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [opened, setOpened] = useState<ReadonlySet<NonNullable<OpenDialog>>>(new Set());
  if (dialog && !opened.has(dialog)) setOpened(new Set([...opened, dialog]));
  const mounted = (name: NonNullable<OpenDialog>) => opened.has(name) || dialog === name;
  const [injectionDate, setInjectionDate] = useState<string | undefined>(undefined);
  /** A refused injection from this device's outbox, opened to edit (offline logging). */
  const [injectionDraft, setInjectionDraft] = useState<OutboxItem | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const [crisisResources, setCrisisResources] = useState<CrisisResourceView[] | null>(null);
  // The tags only the journal dialog suggests, asked for when it opens: 200 entries (~13 KB)
  // were read on every dashboard load (issue 15).
  const journalTags = useJournalTags({ enabled: dialog === 'journal' });
  const celebration = useStreakCelebration(user?.id ?? null, data);
  // The prescription card above (first on a phone) loads its own answer: today's priorities
  // wait for it too, so the card's growth from its placeholder does not push them down the
  // screen once they show (a layout shift; issue 15).
  const prescription = useQuery(prescriptionQuery());
  const priorities = useMemo(() => (data ? todaysPriorities(data) : []), [data]);

  const close = useCallback(() => setDialog(null), []);

  const runAction = (id: PriorityActionId) => {
    switch (id) {
      case 'set-up-prescription':
        setDialog('prescription');
        break;
      case 'photo-gallery':
        setDialog('photos');
        break;
      case 'ai-coach':
        void navigate(paths.ai);
        break;
      case 'journal-entry':
        setEditorKey((k) => k + 1);
        setDialog('journal');
        break;
      case 'log-injection':
        setInjectionDate(undefined);
        setInjectionDraft(null);
        setDialog('injection');
        break;
      case 'mood-checkin':
        setDialog('mood');
        break;
      case 'daily-goals': {
        const heading = document.getElementById(dailyTasksHeadingId);
        if (!heading) break;
        const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        heading.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
        heading.focus({ preventScroll: true });
        break;
      }
    }
  };

  // Any day of the quick calendar opens the Entries page on that day (its panel shows the
  // day's doses, journal and check-in, and offers to log a due dose).
  const onCalendarDay = (_kind: QuickCalendarDayKind | null, day: { date: string }) => {
    void navigate(`${paths.calendar}?date=${day.date}`);
  };

  const suppliesLabsCard = <SuppliesLabsCard labsPath={paths.labs} />;
  const quickCalendar = <QuickCalendar onDaySelect={onCalendarDay} />;
  const quickActionsCard = (
    <QuickActionsCard unreadCoachMessages={data?.unreadCoachMessages ?? 0} onAction={runAction} />
  );
  const prioritiesCard = data ? (
    <TodaysPrioritiesCard priorities={priorities} onAction={runAction} />
  ) : null;
  // The first screen shows whole: placeholders until the dashboard's answer and the
  // prescription (both fetched from the app's start) are in. A card shown sooner was pushed
  // down the screen when the greeting grew a line with the journey day, or when a placeholder
  // below it turned into a taller card: layout shifts (issue 15's CLS).
  // Once shown it stays: the cards' own observers of an answer that failed refetch it as they
  // mount, and going back to placeholders for that would unmount them and start again.
  const firstScreenShown = useRef(false);
  if (!dashboard.isPending && !prescription.isPending) firstScreenShown.current = true;
  const firstScreenReady = firstScreenShown.current;
  // What follows the first screen (below the fold on a phone; the calendar, the affirmation
  // and the progress column on a wide screen) renders after it, a part a frame, each in a task
  // of its own, so no one task renders the whole page (issue 15's Total Blocking Time): the
  // supplies card, the calendar, the level and today's tasks, the achievements, the streak
  // banner and weekly goals, then the affirmation. Each part comes after those above it on a
  // phone, so nothing already shown moves. Three stages were tasks of up to ~220 ms on
  // Lighthouse's phone once the first screen painted sooner. The stages are counted in <Staged>
  // beside the parts, so a stage renders its part, not this whole page again.
  const restStages = 6;
  const calendarFrom = 2;
  const progressParts = (stage: number) => Math.max(0, stage - 2); // 1 to 3 parts
  const affirmationFrom = 6;
  // Keyed apart from the real columns: the cards arrive in new elements, never moved ones.
  const loadingColumns = narrow ? (
    <div key="loading" className={styles.columns} data-layout="narrow">
      <CardSkeleton label="Loading your prescription" rows={3} />
      <CardSkeleton label="Loading today's priorities" rows={3} />
    </div>
  ) : (
    <div key="loading" className={styles.columns}>
      <div className={styles.column} data-column="1">
        <CardSkeleton label="Loading your prescription" rows={3} />
      </div>
      <div className={styles.column} data-column="2">
        <CardSkeleton label="Loading today's priorities" rows={3} />
      </div>
      <div className={`${styles.column} ${styles.third}`} data-column="3">
        <CardSkeleton label="Loading your progress" rows={5} />
      </div>
    </div>
  );
  const affirmationCard = <DailyAffirmationCard today={today} />;
  const progressCards = (parts: number) =>
    data && parts > 0 ? (
      <>
        <GamificationPanel
          parts={parts}
          dashboard={data}
          zone={zone}
          analyticsPath={paths.analytics}
          onTask={(task) => runAction(taskActions[task])}
          onViewAllAchievements={() => setDialog('achievements')}
        />
        {parts >= 3 ? (
          <WeeklyGoalsCard
            goals={data.weeklyGoals}
            completed={data.stats.weeklyGoalsCompleted}
            total={data.stats.totalWeeklyGoals}
          />
        ) : null}
      </>
    ) : null;

  const journey =
    data && data.journeyDay !== null ? ` You're on day ${data.journeyDay} of your journey` : '';

  return (
    <>
      <PageHeader
        title={pageHeaders.dashboard.title}
        documentTitle="Dashboard"
        subtitle={
          <>
            Good to see you, <span className={styles.name}>{displayName(user)}</span>.
            {journey ? <span data-testid="journey-day">{journey}</span> : null}
            {journey ? '.' : null}
          </>
        }
        actions={
          <>
            {crisisResources ? (
              <LoadOnIntent>
                <CrisisHelpDialog resources={crisisResources} />
              </LoadOnIntent>
            ) : null}
            {data ? (
              <LevelBadge level={data.stats.level} xp={data.stats.xp} />
            ) : dashboard.isPending ? (
              <Skeleton aria-label="Loading your level" className={styles.badgeSkeleton}>
                <SkeletonItem size={32} />
              </Skeleton>
            ) : null}
          </>
        }
      />

      {dashboard.isError && !data ? (
        <StatusNotice
          intent="error"
          role="alert"
          className={styles.error}
          title="Could not load your progress."
          actions={
            <Button size="small" onClick={() => void dashboard.refetch()}>
              Retry
            </Button>
          }
        >
          {dashboard.error.message}
        </StatusNotice>
      ) : null}

      <DoseDueBanner
        prescription={data?.prescription}
        onLog={() => {
          setInjectionDate(undefined);
          setInjectionDraft(null);
          setDialog('injection');
        }}
      />

      <OutboxPendingCard
        kinds={['injection', 'checkin', 'journal']}
        className={styles.error}
        onEdit={{
          injection: (item) => {
            setInjectionDate(undefined);
            setInjectionDraft(item);
            setDialog('injection');
          },
        }}
      />

      {!firstScreenReady ? (
        loadingColumns
      ) : narrow ? (
        // Phones lead with what matters now: the next dose and its action, today's
        // priorities, the quick actions; the rest follows (DOM order = reading order). The
        // supplies and labs card comes from calls of its own and shows only for some people:
        // below the fold, its arrival moves nothing the person is looking at (issue 15's CLS).
        <div key="narrow" className={styles.columns} data-layout="narrow">
          <PrescriptionCard />
          {prioritiesCard}
          {quickActionsCard}
          <Staged active={firstScreenReady} stages={restStages}>
            {(stage) =>
              stage >= 1 ? (
                <>
                  {suppliesLabsCard}
                  {stage >= calendarFrom ? quickCalendar : null}
                  {progressCards(progressParts(stage))}
                  {stage >= affirmationFrom ? affirmationCard : null}
                </>
              ) : null
            }
          </Staged>
        </div>
      ) : (
        <div key="wide" className={styles.columns}>
          <div className={styles.column} data-column="1">
            <PrescriptionCard />
            {suppliesLabsCard}
            <Staged active={firstScreenReady} stages={restStages}>
              {(stage) => (stage >= calendarFrom ? quickCalendar : null)}
            </Staged>
          </div>

          <div className={styles.column} data-column="2">
            {quickActionsCard}
            {prioritiesCard}
            <Staged active={firstScreenReady} stages={restStages}>
              {(stage) => (stage >= affirmationFrom ? affirmationCard : null)}
            </Staged>
          </div>

          <div className={`${styles.column} ${styles.third}`} data-column="3">
            <Staged active={firstScreenReady} stages={restStages}>
              {(stage) => progressCards(progressParts(stage))}
            </Staged>
          </div>
        </div>
      )}

      {data && user ? (
        <AchievementToasts userId={user.id} achievements={data.achievements} />
      ) : null}
      <StreakCelebration streak={celebration.streak} onDismiss={celebration.dismiss} />

      {/* The features' flows, opened by the quick actions, priorities and daily tasks. */}
      <LoadOnIntent active={dialog !== null} onClose={close}>
        {mounted('photos') ? (
          <PhotoGalleryDialog
            open={dialog === 'photos'}
            onOpenChange={(open) => (open ? setDialog('photos') : close())}
            onCrisis={setCrisisResources}
          />
        ) : null}
        {dialog === 'journal' ? (
          <EntryEditorDialog
            key={editorKey}
            open
            entry={null}
            promptIndex={promptIndexForDate(today)}
            knownTags={journalTags.data ?? []}
            onClose={close}
            onSaved={close}
          />
        ) : null}
        {mounted('prescription') ? (
          <PrescriptionFormDialog
            open={dialog === 'prescription'}
            onOpenChange={(open) => (open ? setDialog('prescription') : close())}
          />
        ) : null}
        {mounted('injection') ? (
          <LogInjectionDialog
            open={dialog === 'injection'}
            onOpenChange={(open) => (open ? setDialog('injection') : close())}
            defaultDate={injectionDate}
            draft={injectionDraft?.body as InjectionRequest | undefined}
            onSaved={() => {
              if (injectionDraft) void discardOutboxItem(injectionDraft.key);
              setInjectionDraft(null);
            }}
          />
        ) : null}
        {mounted('mood') ? (
          <MoodCheckinDialog
            open={dialog === 'mood'}
            onOpenChange={(open) => (open ? setDialog('mood') : close())}
          />
        ) : null}
        {data && mounted('achievements') ? (
          <AllAchievementsDialog
            open={dialog === 'achievements'}
            onOpenChange={(open) => (open ? setDialog('achievements') : close())}
            achievements={data.achievements}
            stats={data.stats}
            zone={zone}
          />
        ) : null}
      </LoadOnIntent>
    </>
  );
}
