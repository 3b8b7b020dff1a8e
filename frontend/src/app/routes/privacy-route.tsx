import { SimplePage } from '../../components/simple-page';
import { PrivacyPolicy } from '../../features/legal/components/privacy-policy';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';

export default function PrivacyRoute() {
  return (
    <SimplePage title="Privacy Policy" headerActions={<ThemeToggle />}>
      <PrivacyPolicy />
    </SimplePage>
  );
}
