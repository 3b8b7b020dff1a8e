import { SimplePage } from '../../components/simple-page';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';

export default function ForgotPasswordRoute() {
  return (
    <SimplePage title="Reset your password" headerActions={<ThemeToggle />}>
      <ForgotPasswordForm />
    </SimplePage>
  );
}
