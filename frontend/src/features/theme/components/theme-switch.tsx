import { Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useThemeMode } from '../hooks/use-theme-mode';
import { themeToggleText, type ThemeToggleSize } from '../theme-toggle-text';

const useStyles = makeStyles({
  largeLabel: { fontSize: tokens.fontSizeBase400 },
});

/** The switch variant of the theme toggle: reads 'Dark Mode' or 'Light Mode'. */
export default function ThemeSwitch({
  size,
  className,
}: {
  size: ThemeToggleSize;
  className?: string | undefined;
}) {
  const { mode, toggle } = useThemeMode();
  const styles = useStyles();
  const isDark = mode === 'dark';
  return (
    <Switch
      className={className}
      checked={isDark}
      onChange={toggle}
      title={isDark ? themeToggleText.toLight : themeToggleText.toDark}
      label={{
        children: isDark ? themeToggleText.darkMode : themeToggleText.lightMode,
        className: size === 'large' ? styles.largeLabel : undefined,
      }}
      size={size === 'small' ? 'small' : 'medium'}
    />
  );
}
