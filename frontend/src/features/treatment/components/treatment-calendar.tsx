import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Divider,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SurfaceCard } from '../../../components/surface-card';
import { useMemo, useState, type ReactNode } from 'react';
import { addCalendarMonths, formatCalendarDate, monthBounds, todayIn } from '../../../lib/dates';
import { dashboardMonthQuery } from '../../../entities/dashboard';
import { injectionWindowQuery } from '../../../entities/injections';
import { formErrorMessage } from '../../../lib/form-errors';
import { useTimeZone } from '../hooks/use-time-zone';
import { buildMonthGrid, type CalendarDay } from '../month-grid';
import { CalendarLegend, doseStateText } from './calendar-legend';
import { MonthCalendar } from './month-calendar';
import { DayInjections } from './day-injections';

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  legendRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalS },
  skeletonTitle: { width: '40%' },
  skeletonRow: {
    display: 'grid',
    gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
    gap: '4px',
  },
});

const isDate = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The Entries page's calendar: each day's state from the server's schedule (the dashboard's
 * `calendar.days` for the month: taken on time, late, missed, extra, due, overdue) with the
 * journal and mood marks, the month's injections (GET /api/injections for its first to last
 * day, as the spec says), today in purple; the chosen day's injections and `dayPanel` below.
 */
export function TreatmentCalendar({
  initialDate,
  dayPanel,
}: {
  /** The day to open on ('YYYY-MM-DD', e.g. from the quick calendar); today otherwise. */
  initialDate?: string | null | undefined;
  /** More about the chosen day (the journal feature's entries and check-in). */
  dayPanel?: (date: string) => ReactNode;
} = {}) {
  const styles = useStyles();
  const zone = useTimeZone();
  const today = todayIn(zone);
  const start = isDate(initialDate) ? initialDate : today;
  const [month, setMonth] = useState(start.slice(0, 7));
  const [selected, setSelected] = useState(start);
  const { first, last } = monthBounds(month);
  const injections = useQuery(injectionWindowQuery(first, last));
  const dashboard = useQuery(dashboardMonthQuery(month));

  const shown = injections.isPlaceholderData ? undefined : injections.data;
  const calendar = dashboard.isPlaceholderData ? undefined : dashboard.data?.calendar;
  const days = useMemo(
    () =>
      buildMonthGrid({
        month,
        today,
        injectionDates: shown?.injections.map((i) => i.localDate) ?? [],
        reminderDates: calendar?.reminderDates ?? [],
        marks: calendar?.days ?? [],
        injectionsLive: shown !== undefined,
      }),
    [month, today, shown, calendar],
  );
  const byDate = useMemo(() => {
    const map = new Map<string, NonNullable<typeof shown>['injections']>();
    for (const injection of shown?.injections ?? []) {
      const list = map.get(injection.localDate) ?? [];
      list.push(injection);
      map.set(injection.localDate, list);
    }
    // Oldest first within a day.
    for (const list of map.values()) list.reverse();
    return map;
  }, [shown]);

  const selectDay = (day: CalendarDay) => {
    if (!day.isCurrentMonth) setMonth(day.date.slice(0, 7));
    setSelected(day.date);
  };
  const goToMonth = (next: string) => {
    setMonth(next);
    // Keep the chosen day inside the month shown: today there, else the first.
    setSelected(today.startsWith(next) ? today : `${next}-01`);
  };

  const selectedDay = days.find((d) => d.date === selected);
  const doseCount = (day: CalendarDay) => byDate.get(day.date)?.length ?? 0;

  return (
    <SurfaceCard className={styles.card}>
      {injections.isPending ? (
        <div className={styles.skeleton}>
          <Skeleton aria-label="Loading your calendar" className={styles.skeleton}>
            <SkeletonItem size={32} className={styles.skeletonTitle} />
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className={styles.skeletonRow}>
                {Array.from({ length: 7 }, (_, j) => (
                  <SkeletonItem key={j} size={40} />
                ))}
              </div>
            ))}
          </Skeleton>
        </div>
      ) : (
        <MonthCalendar
          month={month}
          days={days}
          selectedDate={selected}
          onSelect={selectDay}
          onPreviousMonth={() => goToMonth(addCalendarMonths(month, -1))}
          onNextMonth={() => goToMonth(addCalendarMonths(month, 1))}
          busy={injections.isPlaceholderData || injections.isFetching}
          detail={(day) => {
            const primary = day.doses[0];
            if (!primary) return null;
            const count = doseCount(day);
            return count > 1 ? `${count} doses` : doseStateText[primary].short;
          }}
          describe={(day) => {
            const count = doseCount(day);
            return count > 0 ? `${count} ${count === 1 ? 'injection' : 'injections'}` : null;
          }}
          headerExtra={
            !today.startsWith(month) ? (
              <Button appearance="subtle" onClick={() => goToMonth(today.slice(0, 7))}>
                Today
              </Button>
            ) : null
          }
        />
      )}
      {injections.isError ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            Could not load your injections for {formatCalendarDate(first, 'MMMM yyyy')}.{' '}
            {formErrorMessage(injections.error)}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void injections.refetch()}>Retry</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {dashboard.isError ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>Upcoming reminders could not be loaded.</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void dashboard.refetch()}>Retry</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      <div className={styles.legendRow}>
        <CalendarLegend />
      </div>
      <Divider />
      {selectedDay ? (
        <DayInjections
          date={selectedDay.date}
          today={today}
          injections={byDate.get(selectedDay.date) ?? []}
          isReminder={selectedDay.isFutureReminder}
        />
      ) : null}
      {selectedDay && dayPanel ? dayPanel(selectedDay.date) : null}
    </SurfaceCard>
  );
}
