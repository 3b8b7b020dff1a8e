import { DataTrendingRegular } from '@fluentui/react-icons';
import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';

export default function AnalyticsRoute() {
  return (
    <>
      <PageHeader title="Analytics" subtitle="Your consistency and trends over time" />
      <ComingSoon
        icon={DataTrendingRegular}
        text="Analytics page coming soon..."
        detail="Adherence, on-time doses and a report you can share with your provider."
      />
    </>
  );
}
