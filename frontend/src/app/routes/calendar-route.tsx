import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DayJournal } from '../../features/journal/components/day-journal';
import { RecentJournalEntries } from '../../features/journal/components/recent-journal-entries';
import { PageHeader } from '../../components/page-header';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { LogInjectionButton } from '../../features/treatment/components/log-injection-button';
import { PendingInjections } from '../../features/treatment/components/pending-injections';
import { PrescriptionButton } from '../../features/treatment/components/prescription-button';
import { PrescriptionCard } from '../../features/treatment/components/prescription-card';
import { TreatmentCalendar } from '../../features/treatment/components/treatment-calendar';
import { pageHeaders } from './page-headers';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
  pending: { marginBottom: tokens.spacingVerticalXL },
  side: { display: 'grid', gap: tokens.spacingHorizontalXL, minWidth: 0 },
});

/** /calendar, the Entries page, with the journal card in a slot the journal feature fills. */
export function CalendarPage({
  journalSlot,
  dayPanel,
}: {
  journalSlot: ReactNode;
  dayPanel?: (date: string) => ReactNode;
}) {
  const styles = useStyles();
  const [search] = useSearchParams();
  return (
    <>
      <PageHeader
        title={pageHeaders.calendar.title}
        subtitle={pageHeaders.calendar.subtitle}
        actions={
          <>
            <LogInjectionButton />
            <PrescriptionButton />
            <ThemeToggle />
          </>
        }
      />
      <PendingInjections className={styles.pending} />
      <div className={styles.grid}>
        <TreatmentCalendar initialDate={search.get('date')} dayPanel={dayPanel} />
        <div className={styles.side}>
          <PrescriptionCard showLogButton={false} />
          {journalSlot}
        </div>
      </div>
    </>
  );
}

export default function CalendarRoute() {
  return (
    <CalendarPage
      journalSlot={<RecentJournalEntries />}
      dayPanel={(date) => <DayJournal key={date} date={date} embedded />}
    />
  );
}
