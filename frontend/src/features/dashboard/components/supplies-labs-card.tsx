import { makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../../components/app-link';
import { StatusNotice } from '../../../components/status-notice';
import { labsQuery } from '../../../entities/labs/labs-queries';
import { suppliesForecastQuery } from '../../../entities/supplies/supplies-queries';
import { formatCalendarDate } from '../../../lib/dates';
import { DashboardCard } from './dashboard-card';

const useStyles = makeStyles({
  line: { margin: 0, fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2 },
  strong: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
});

/**
 * The dashboard's supplies and labs card: when the medication (or the supply that runs out
 * first) runs out, its order-by day (a notice once inside the warning window), and the
 * hematocrit notice above 54 %. Nothing is shown
 * before the person has recorded a vial or a lab result.
 */
export function SuppliesLabsCard({ labsPath }: { labsPath: string }) {
  const styles = useStyles();
  const forecast = useQuery(suppliesForecastQuery);
  const labs = useQuery(labsQuery);
  const f = forecast.data?.forecast;
  const item = f?.soonest ?? f?.medication ?? null;
  const notice = labs.data?.hematocrit?.notice ?? null;
  if (!item && !notice) return null;
  return (
    <DashboardCard title="Supplies & labs" description="From your vials, schedule and lab results">
      {notice ? (
        <StatusNotice
          intent="warning"
          data-testid="dashboard-hematocrit-notice"
          title={notice.title}
        >
          {notice.message} Source: {notice.source}.
        </StatusNotice>
      ) : null}
      {f?.soonest?.orderBy ? (
        <StatusNotice
          intent="warning"
          data-testid="dashboard-order-by"
          title={`Order ${f.soonest.label.toLowerCase()} by ${formatCalendarDate(f.soonest.orderBy, 'EEE, MMM d')}`}
        >
          {f.soonest.text ? `${f.soonest.text}. ` : ''}The order-by day allows for your pharmacy’s
          lead time.
        </StatusNotice>
      ) : null}
      {item ? (
        <p className={styles.line} data-testid="dashboard-runs-out">
          <span className={styles.strong}>{item.label}</span>: {item.text ?? 'enough for now'}
          {item.orderBy ? ` · order by ${formatCalendarDate(item.orderBy, 'MMM d')}` : ''}
        </p>
      ) : null}
      <div>
        <AppLink to={labsPath}>Open labs & supplies</AppLink>
      </div>
    </DashboardCard>
  );
}
