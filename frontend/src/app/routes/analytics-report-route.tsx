import { paths } from '../../config/paths';
import { ProviderReportPage } from '../../features/analytics/components/report/provider-report-page';

/** /analytics/report: the print-ready provider report. */
export default function AnalyticsReportRoute() {
  return <ProviderReportPage analyticsPath={paths.analytics} />;
}
