import { useParams } from 'react-router-dom';
import { SimplePage } from '../../components/simple-page';
import { ProviderReportDocument } from '../../features/analytics/components/report/provider-report';
import { SharePage } from '../../features/circle/components/share-page';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { QueryProvider } from '../../lib/query-provider';

/** /share/{token}: a supporter's read-only view, no account (composed from two features). */
export default function ShareRoute() {
  const { token = '' } = useParams();
  return (
    <QueryProvider>
      <SimplePage title="Shared page" headerActions={<ThemeToggle />}>
        <SharePage
          token={token}
          renderProviderReport={(report) => <ProviderReportDocument report={report} />}
        />
      </SimplePage>
    </QueryProvider>
  );
}
