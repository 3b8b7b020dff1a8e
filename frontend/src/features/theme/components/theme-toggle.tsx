import { Button } from '@fluentui/react-components';
import { WeatherMoonRegular, WeatherSunnyRegular } from '@fluentui/react-icons';
import { Suspense, lazy } from 'react';
import { useThemeMode } from '../hooks/use-theme-mode';
import {
  themeToggleText,
  type ThemeToggleSize,
  type ThemeToggleVariant,
} from '../theme-toggle-text';

// The switch is used on settings pages, not on the landing page: it loads only when shown.
const ThemeSwitch = lazy(() => import('./theme-switch'));

export interface ThemeToggleProps {
  variant?: ThemeToggleVariant;
  size?: ThemeToggleSize;
  /** Shows the text label (Light/Dark) beside the icon of the button variant. */
  showLabel?: boolean;
  className?: string;
}

/** The spec's theme toggle: a button (icon, optional Light/Dark label) or a switch. */
export function ThemeToggle({
  variant = 'button',
  size = 'medium',
  showLabel = false,
  className,
}: ThemeToggleProps) {
  const { mode, toggle } = useThemeMode();

  if (variant === 'switch') {
    return (
      <Suspense fallback={null}>
        <ThemeSwitch size={size} className={className} />
      </Suspense>
    );
  }

  const isDark = mode === 'dark';
  const title = isDark ? themeToggleText.toLight : themeToggleText.toDark;
  // Named by what it does; the icon and the optional label show the mode it switches to.
  return (
    <Button
      className={className}
      appearance="subtle"
      size={size}
      title={title}
      aria-label={title}
      icon={isDark ? <WeatherSunnyRegular /> : <WeatherMoonRegular />}
      onClick={toggle}
    >
      {showLabel ? (isDark ? themeToggleText.light : themeToggleText.dark) : undefined}
    </Button>
  );
}
