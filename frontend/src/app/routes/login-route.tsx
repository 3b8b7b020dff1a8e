import { SimplePage } from '../../components/simple-page';
import { LoginForm } from '../../features/auth/components/login-form';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { useThemeMode } from '../../features/theme/hooks/use-theme-mode';

export default function LoginRoute() {
  const { mode } = useThemeMode();
  return (
    <SimplePage title="Sign in" headerActions={<ThemeToggle />}>
      <LoginForm dark={mode === 'dark'} />
    </SimplePage>
  );
}
