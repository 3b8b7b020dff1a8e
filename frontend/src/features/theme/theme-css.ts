import type { Theme } from '@fluentui/tokens';

/**
 * The theme as a stylesheet (issue 15): both Fluent themes' tokens as CSS custom properties,
 * light on the root and dark under html[data-theme="dark"], which public/boot.js sets before
 * the first paint and ThemeModeProvider keeps current. The build writes this to a hashed CSS
 * file linked from every page (vite.config.ts), so FluentProvider carries no theme object: the
 * tokens leave the main chunk, and prerendered pages paint in the visitor's theme before any
 * script runs.
 */
export function themeStylesheet(light: Theme, dark: Theme): string {
  const vars = (theme: Theme, except?: Theme) =>
    Object.entries(theme)
      .filter(([name, value]) => except?.[name as keyof Theme] !== value)
      .map(([name, value]) => `--${name}:${String(value)};`)
      .join('');
  // Dark repeats only the tokens that differ (the colours and shadows, not sizes and fonts).
  return [
    `:root{${vars(light)}color-scheme:light}`,
    `html[data-theme="dark"]{${vars(dark, light)}color-scheme:dark}`,
  ].join('\n');
}
