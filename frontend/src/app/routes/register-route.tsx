import { SimplePage } from '../../components/simple-page';
import { RegisterForm } from '../../features/auth/components/register-form';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { useThemeMode } from '../../features/theme/hooks/use-theme-mode';

export default function RegisterRoute() {
  const { mode } = useThemeMode();
  return (
    <SimplePage title="Create your account" headerActions={<ThemeToggle />}>
      <RegisterForm dark={mode === 'dark'} />
    </SimplePage>
  );
}
