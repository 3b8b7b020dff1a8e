import { SimplePage } from '../../components/simple-page';
import { TermsOfService } from '../../features/legal/components/terms-of-service';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';

export default function TermsRoute() {
  return (
    <SimplePage title="Terms of Service" headerActions={<ThemeToggle />}>
      <TermsOfService />
    </SimplePage>
  );
}
