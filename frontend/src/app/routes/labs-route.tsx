import { makeStyles, tokens } from '@fluentui/react-components';
import { PageHeader } from '../../components/page-header';
import { LabsPage } from '../../features/labs/components/labs-page';
import { SuppliesSection } from '../../features/supplies/components/supplies-section';
import { BackfillDialog } from '../../features/treatment/components/backfill-dialog';
import { todayIn } from '../../lib/dates';
import { useSession } from '../../lib/session/session-context';
import { pageHeaders } from './page-headers';

const useStyles = makeStyles({
  stack: { display: 'grid', gap: tokens.spacingVerticalXXL, minWidth: 0 },
});

/** /labs: lab results with the estimated level curve, then supplies (composed from two features). */
export default function LabsRoute() {
  const styles = useStyles();
  const { user } = useSession();
  const zone = user?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <>
      <PageHeader title={pageHeaders.labs.title} subtitle={pageHeaders.labs.subtitle} />
      <div className={styles.stack}>
        <LabsPage zone={zone} historyAction={<BackfillDialog zone={zone} />} />
        <SuppliesSection today={todayIn(zone)} />
      </div>
    </>
  );
}
