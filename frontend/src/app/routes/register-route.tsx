import { SimplePage } from '../../components/simple-page';
import { RegisterPlaceholder } from '../../features/auth/components/register-placeholder';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';

export default function RegisterRoute() {
  return (
    <SimplePage title="Create your account" headerActions={<ThemeToggle />}>
      <RegisterPlaceholder />
    </SimplePage>
  );
}
