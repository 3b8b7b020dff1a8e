import { JournalPage } from '../../features/journal/components/journal-page';

/** /journal: the private diary and the daily mood check-in. */
export default function JournalRoute() {
  return <JournalPage />;
}
