export type ThemeToggleVariant = 'button' | 'switch';
export type ThemeToggleSize = 'small' | 'medium' | 'large';

/** The spec's wording for the theme toggle. */
export const themeToggleText = {
  toLight: 'Switch to Light Mode',
  toDark: 'Switch to Dark Mode',
  darkMode: 'Dark Mode',
  lightMode: 'Light Mode',
  light: 'Light',
  dark: 'Dark',
} as const;
