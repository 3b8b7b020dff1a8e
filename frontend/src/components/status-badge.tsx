import { makeResetStyles, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { borderColors } from './border-colors';
import type { HTMLAttributes, ReactNode } from 'react';

/**
 * Fluent's Badge, as Stride's first screens use it (filled or tint, an optional icon before the
 * text), without its code: Badge's chunk cost the dashboard 3.3 KB gzip on first load (issue 15).
 * The styles are Fluent Badge's (@fluentui/react-badge 9, useBadgeStyles.styles.js): caption1
 * strong (caption2 strong from small down), 20 px high, the circular radius, 4 + 2 px of side
 * padding, the colours per appearance and colour, and a 1 px border drawn by ::after in the
 * root's border colour (transparent but for tint), which forced-colors mode paints so the badge
 * keeps its outline in high contrast. All of the base sits in the reset layer, so a caller's
 * class overrides any of it.
 */

export type StatusBadgeColor =
  'brand' | 'danger' | 'important' | 'informative' | 'severe' | 'subtle' | 'success' | 'warning';

/** The text's extra side padding, taken back from the icon by a negative margin (Fluent's). */
const textPadding = tokens.spacingHorizontalXXS;

const useRootClassName = makeResetStyles({
  display: 'inline-flex',
  boxSizing: 'border-box',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  fontFamily: tokens.fontFamilyBase,
  fontSize: tokens.fontSizeBase200,
  fontWeight: tokens.fontWeightSemibold,
  lineHeight: tokens.lineHeightBase200,
  height: '20px',
  minWidth: '20px',
  padding: `0 calc(${tokens.spacingHorizontalXS} + ${textPadding})`,
  borderRadius: tokens.borderRadiusCircular,
  borderColor: tokens.colorTransparentStroke,
  '::after': {
    content: '""',
    position: 'absolute',
    top: 0,
    left: 0,
    bottom: 0,
    right: 0,
    borderStyle: 'solid',
    borderColor: 'inherit',
    borderWidth: tokens.strokeWidthThin,
    borderRadius: 'inherit',
  },
});

const useRootStyles = makeStyles({
  small: {
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
    minWidth: '16px',
    height: '16px',
    padding: `0 calc(${tokens.spacingHorizontalXXS} + ${textPadding})`,
  },
  medium: {},
  large: {
    minWidth: '24px',
    height: '24px',
    padding: `0 calc(${tokens.spacingHorizontalXS} + ${textPadding})`,
  },
  'extra-large': {
    minWidth: '32px',
    height: '32px',
    padding: `0 calc(${tokens.spacingHorizontalSNudge} + ${textPadding})`,
  },
  square: { borderRadius: tokens.borderRadiusNone },
  rounded: { borderRadius: tokens.borderRadiusMedium },
  roundedSmall: { borderRadius: tokens.borderRadiusSmall },
  circular: {},
  'filled-brand': {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  'filled-danger': {
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  'filled-important': {
    backgroundColor: tokens.colorNeutralForeground1,
    color: tokens.colorNeutralBackground1,
  },
  'filled-informative': {
    backgroundColor: tokens.colorNeutralBackground5,
    color: tokens.colorNeutralForeground3,
  },
  'filled-severe': {
    backgroundColor: tokens.colorPaletteDarkOrangeBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  'filled-subtle': {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  'filled-success': {
    backgroundColor: tokens.colorPaletteGreenBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  'filled-warning': {
    backgroundColor: tokens.colorPaletteYellowBackground3,
    color: tokens.colorNeutralForeground1Static,
  },
  'tint-brand': {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    ...borderColors(tokens.colorBrandStroke2),
  },
  'tint-danger': {
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorPaletteRedForeground1,
    ...borderColors(tokens.colorPaletteRedBorder1),
  },
  'tint-important': {
    backgroundColor: tokens.colorNeutralForeground3,
    color: tokens.colorNeutralBackground1,
    ...borderColors(tokens.colorTransparentStroke),
  },
  'tint-informative': {
    backgroundColor: tokens.colorNeutralBackground4,
    color: tokens.colorNeutralForeground3,
    ...borderColors(tokens.colorNeutralStroke2),
  },
  'tint-severe': {
    backgroundColor: tokens.colorPaletteDarkOrangeBackground1,
    color: tokens.colorPaletteDarkOrangeForeground1,
    ...borderColors(tokens.colorPaletteDarkOrangeBorder1),
  },
  'tint-subtle': {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground3,
    ...borderColors(tokens.colorNeutralStroke2),
  },
  'tint-success': {
    backgroundColor: tokens.colorPaletteGreenBackground1,
    color: tokens.colorPaletteGreenForeground1,
    ...borderColors(tokens.colorPaletteGreenBorder1),
  },
  'tint-warning': {
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorPaletteYellowForeground1,
    ...borderColors(tokens.colorPaletteYellowBorder1),
  },
});

const useIconClassName = makeResetStyles({
  display: 'flex',
  lineHeight: '1',
  margin: `0 calc(-1 * ${textPadding})`,
  fontSize: '12px',
});

const useIconStyles = makeStyles({
  beforeText: { marginRight: `calc(${tokens.spacingHorizontalXXS} + ${textPadding})` },
  beforeTextXL: { marginRight: `calc(${tokens.spacingHorizontalXS} + ${textPadding})` },
  small: { fontSize: '12px' },
  medium: {},
  large: { fontSize: '16px' },
  'extra-large': { fontSize: '20px' },
});

/**
 * A badge: a div with Fluent Badge's look (same defaults: filled, brand, medium, circular), the
 * icon, when given, in a span before the text.
 */
export function StatusBadge({
  appearance = 'filled',
  color = 'brand',
  size = 'medium',
  shape = 'circular',
  icon,
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLDivElement> & {
  appearance?: 'filled' | 'tint';
  color?: StatusBadgeColor;
  size?: 'small' | 'medium' | 'large' | 'extra-large';
  shape?: 'circular' | 'rounded' | 'square';
  icon?: ReactNode;
}) {
  const rootClassName = useRootClassName();
  const styles = useRootStyles();
  const iconClassName = useIconClassName();
  const iconStyles = useIconStyles();
  const hasText = children != null && children !== false && children !== '';
  return (
    <div
      {...rest}
      className={mergeClasses(
        rootClassName,
        styles[size],
        styles[shape],
        shape === 'rounded' && size === 'small' && styles.roundedSmall,
        styles[`${appearance}-${color}`],
        className,
      )}
    >
      {icon != null ? (
        <span
          className={mergeClasses(
            iconClassName,
            hasText && (size === 'extra-large' ? iconStyles.beforeTextXL : iconStyles.beforeText),
            iconStyles[size],
          )}
        >
          {icon}
        </span>
      ) : null}
      {children}
    </div>
  );
}
