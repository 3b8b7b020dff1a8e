import { Card, CardHeader, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { LogInjectionButton } from '../../features/treatment/components/log-injection-button';
import { PrescriptionButton } from '../../features/treatment/components/prescription-button';
import { PrescriptionCard } from '../../features/treatment/components/prescription-card';
import { TreatmentCalendar } from '../../features/treatment/components/treatment-calendar';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
  side: { display: 'grid', gap: tokens.spacingHorizontalXL, minWidth: 0 },
  cardTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  entryList: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'grid',
    gap: tokens.spacingVerticalM,
  },
  entryTitle: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  entryContent: { margin: 0, color: tokens.colorNeutralForeground2 },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
});

export interface JournalEntrySummary {
  id: string;
  title: string;
  content: string;
}

/**
 * The spec's 'Recent Journal Entries' card: each entry's title and content, or 'No journal
 * entries yet.'. The journal feature swaps in its real list through `journalSlot` below.
 */
export function RecentJournalEntries({ entries }: { entries: readonly JournalEntrySummary[] }) {
  const styles = useStyles();
  return (
    <Card>
      <CardHeader header={<h2 className={styles.cardTitle}>Recent Journal Entries</h2>} />
      {entries.length === 0 ? (
        <p className={styles.empty}>No journal entries yet.</p>
      ) : (
        <ul className={styles.entryList}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <p className={styles.entryTitle}>{entry.title}</p>
              <p className={styles.entryContent}>{entry.content}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** /calendar, the Entries page, with the journal card in a slot the journal feature fills. */
export function CalendarPage({ journalSlot }: { journalSlot: ReactNode }) {
  const styles = useStyles();
  return (
    <>
      <PageHeader
        title="Calendar & Journal"
        subtitle="Track your treatment schedule and document your journey"
        actions={
          <>
            <LogInjectionButton />
            <PrescriptionButton />
            <ThemeToggle />
          </>
        }
      />
      <div className={styles.grid}>
        <TreatmentCalendar />
        <div className={styles.side}>
          <PrescriptionCard showLogButton={false} />
          {journalSlot}
        </div>
      </div>
    </>
  );
}

export default function CalendarRoute() {
  return <CalendarPage journalSlot={<RecentJournalEntries entries={[]} />} />;
}
