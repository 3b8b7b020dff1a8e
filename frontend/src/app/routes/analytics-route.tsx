import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { AnalyticsPage } from '../../features/analytics/components/analytics-page';
import { defaultPeriod, periodFromParam } from '../../features/analytics/period';

/** /analytics?period=week|month|quarter|year (default month): the period lives in the address. */
export default function AnalyticsRoute() {
  const [params, setParams] = useSearchParams();
  const period = periodFromParam(params.get('period'));
  return (
    <AnalyticsPage
      period={period}
      onPeriodChange={(next) =>
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            if (next === defaultPeriod) updated.delete('period');
            else updated.set('period', next);
            return updated;
          },
          { replace: true },
        )
      }
      reportPath={paths.analyticsReport}
      entriesPath={paths.calendar}
    />
  );
}
