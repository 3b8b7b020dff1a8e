import { SimplePage } from '../../components/simple-page';
import { SecurityOverview } from '../../features/legal/components/security-overview';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';

export default function SecurityRoute() {
  return (
    <SimplePage title="Security" headerActions={<ThemeToggle />}>
      <SecurityOverview />
    </SimplePage>
  );
}
