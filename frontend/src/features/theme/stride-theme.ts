// From @fluentui/tokens (what @fluentui/react-components re-exports), so the build's theme
// stylesheet plugin (vite.config.ts) can load this file in Node without the component library.
import {
  createDarkTheme,
  createLightTheme,
  type BrandVariants,
  type Theme,
} from '@fluentui/tokens';

/**
 * Stride violet: 16 shades from ink to mist, even steps in OKLCH lightness (hue 292).
 * Contrast: white text on 70 (7.9:1) and 80 (6.4:1); 110 on the dark neutral background
 * #292929 (5.0:1) and 120 (6.3:1). This is the only place with hand-written colours.
 */
export const strideBrand: BrandVariants = {
  10: '#0F0624',
  20: '#1B0A3D',
  30: '#280F57',
  40: '#361273',
  50: '#451591',
  60: '#531FAA',
  70: '#612DC0',
  80: '#6F3DD3',
  90: '#7E57E1',
  100: '#8E6FEB',
  110: '#9F87F2',
  120: '#B09EF9',
  130: '#C2B5FD',
  140: '#D4CDFF',
  150: '#E5E0FF',
  160: '#F2EFFF',
};

export const strideLightTheme: Theme = createLightTheme(strideBrand);

/** Fluent's dark ramp puts brand text on shade 100; one step lighter keeps it above 4.5:1. */
export const strideDarkTheme: Theme = {
  ...createDarkTheme(strideBrand),
  colorBrandForeground1: strideBrand[110],
  colorBrandForeground2: strideBrand[120],
  colorBrandForegroundLink: strideBrand[110],
  colorBrandForegroundLinkHover: strideBrand[120],
  colorBrandForegroundLinkPressed: strideBrand[100],
  colorBrandForegroundLinkSelected: strideBrand[110],
  colorCompoundBrandForeground1: strideBrand[110],
  colorCompoundBrandForeground1Hover: strideBrand[120],
  colorCompoundBrandForeground1Pressed: strideBrand[100],
  colorCompoundBrandStroke: strideBrand[110],
  colorNeutralForeground2BrandHover: strideBrand[110],
  colorNeutralForeground2BrandSelected: strideBrand[110],
};
