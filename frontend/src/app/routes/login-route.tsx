import { SimplePage } from '../../components/simple-page';
import { LoginPlaceholder } from '../../features/auth/components/login-placeholder';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';

export default function LoginRoute() {
  return (
    <SimplePage title="Sign in" headerActions={<ThemeToggle />}>
      <LoginPlaceholder />
    </SimplePage>
  );
}
