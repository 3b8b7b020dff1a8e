import { useQuery } from '@tanstack/react-query';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { StatusNotice } from '../../../components/status-notice';
import { SurfaceCard, SurfaceCardHeader } from '../../../components/surface-card';
import { useMemo, useState } from 'react';
import { addCalendarMonths, todayIn } from '../../../lib/dates';
import { dashboardMonthQuery } from '../../../entities/dashboard';
import { useTimeZone } from '../hooks/use-time-zone';
import { buildMonthGrid, dayKind, type CalendarDay, type DayMarks } from '../month-grid';
import { CalendarLegend } from './calendar-legend';
import { MonthCalendar } from './month-calendar';

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
});

export type QuickCalendarDayKind = 'injection' | 'reminder';

export interface QuickCalendarViewProps {
  month: string;
  today: string;
  injectionDates: readonly string[];
  reminderDates: readonly string[];
  /** The server's per-day states; without them the bare dates are drawn. */
  marks?: readonly DayMarks[] | undefined;
  selectedDate: string | null;
  onMonthChange: (month: string) => void;
  /** A click on any day: 'injection' on an injection day, 'reminder' on a reminder day, else
   *  null (the dashboard opens /calendar on that day). */
  onDaySelect: (kind: QuickCalendarDayKind | null, day: CalendarDay) => void;
  busy?: boolean;
}

/** The quick calendar as drawn: every day can be clicked. */
export function QuickCalendarView({
  month,
  today,
  injectionDates,
  reminderDates,
  marks,
  selectedDate,
  onMonthChange,
  onDaySelect,
  busy,
}: QuickCalendarViewProps) {
  const days = useMemo(
    () => buildMonthGrid({ month, today, injectionDates, reminderDates, marks }),
    [month, today, injectionDates, reminderDates, marks],
  );
  return (
    <>
      <MonthCalendar
        size="compact"
        headingLevel={3}
        month={month}
        days={days}
        selectedDate={selectedDate}
        onSelect={(day) => onDaySelect(dayKind(day), day)}
        onPreviousMonth={() => onMonthChange(addCalendarMonths(month, -1))}
        onNextMonth={() => onMonthChange(addCalendarMonths(month, 1))}
        busy={busy}
      />
      <CalendarLegend />
    </>
  );
}

const noDates: readonly string[] = [];

/**
 * The dashboard's quick calendar (spec): 42 days from Sunday, previous and next month, the
 * legend; fed by GET /api/dashboard?month= (its `calendar`: each day's state from the
 * schedule). Any day can be clicked (the dashboard opens /calendar on it). It keeps a selected
 * day and a displayed month.
 */
export function QuickCalendar({
  onDaySelect,
  className,
}: {
  onDaySelect?: (kind: QuickCalendarDayKind | null, day: CalendarDay) => void;
  className?: string;
}) {
  const styles = useStyles();
  const zone = useTimeZone();
  const localToday = todayIn(zone);
  const [month, setMonth] = useState(localToday.slice(0, 7));
  const [selected, setSelected] = useState<string | null>(null);
  // On the dashboard it mounts after the page's first screen: if the page's answer failed, a
  // retry on mount would hide the page's error and its Retry button while it ran. An answer
  // that failed is retried from a Retry button (here, or the page's).
  const dashboard = useQuery({ ...dashboardMonthQuery(month), retryOnMount: false });
  const calendar = dashboard.isPlaceholderData ? undefined : dashboard.data?.calendar;
  return (
    <SurfaceCard className={className ? `${styles.card} ${className}` : styles.card}>
      <SurfaceCardHeader header={<h2 className={styles.title}>Calendar</h2>} />
      <QuickCalendarView
        month={month}
        today={dashboard.data?.today ?? localToday}
        injectionDates={calendar?.injectionDates ?? noDates}
        reminderDates={calendar?.reminderDates ?? noDates}
        marks={calendar?.days}
        selectedDate={selected}
        onMonthChange={setMonth}
        busy={dashboard.isFetching}
        onDaySelect={(kind, day) => {
          setSelected(day.date);
          onDaySelect?.(kind, day);
        }}
      />
      {dashboard.isError ? (
        <StatusNotice
          intent="error"
          actions={
            <Button size="small" onClick={() => void dashboard.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load this month.
        </StatusNotice>
      ) : null}
    </SurfaceCard>
  );
}
