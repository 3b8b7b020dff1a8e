import { SimplePage } from '../../components/simple-page';
import { ForgotPasswordPlaceholder } from '../../features/auth/components/forgot-password-placeholder';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';

export default function ForgotPasswordRoute() {
  return (
    <SimplePage title="Reset your password" headerActions={<ThemeToggle />}>
      <ForgotPasswordPlaceholder />
    </SimplePage>
  );
}
