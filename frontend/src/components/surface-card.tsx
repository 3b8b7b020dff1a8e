import { makeResetStyles, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { HTMLAttributes, ReactNode } from 'react';
import { surfaceCardClassNames } from './surface-card-class-names';

/**
 * Fluent's Card, as Stride uses it (filled, vertical, medium, never clickable), without its
 * code: Fluent's Card made every card a tabster focusable group, which cost the dashboard,
 * calendar and journal about 22 KB gzip on first load (Card 8.1 KB, tabster 11.5 KB,
 * useFocusableGroup 2.5 KB, issue 15). A card here only groups content, so it needs none of
 * that. The styles are Fluent Card's (@fluentui/react-card 9.7, useCardStyles.styles.js):
 * 12 px padding and gap, the medium radius, colorNeutralBackground1, shadow4, and a transparent
 * 1 px border drawn by ::after, which forced-colors mode paints so the card keeps its outline
 * in high contrast. All sit in the reset layer, so a caller's class overrides any of them.
 */

const radius = tokens.borderRadiusMedium;

const useCardClassName = makeResetStyles({
  overflow: 'hidden',
  borderRadius: radius,
  padding: '12px',
  gap: '12px',
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  boxSizing: 'border-box',
  color: tokens.colorNeutralForeground1,
  backgroundColor: tokens.colorNeutralBackground1,
  boxShadow: tokens.shadow4,
  '::after': {
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    bottom: 0,
    content: '""',
    pointerEvents: 'none',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    borderRadius: radius,
  },
});

/**
 * A card: a div with Fluent Card's look. Its role is 'group' unless the caller names another
 * (Fluent's default, kept so the accessibility tree is unchanged); pass role and aria-labelledby
 * for a region or an article.
 */
export function SurfaceCard({
  className,
  role = 'group',
  ...rest
}: HTMLAttributes<HTMLDivElement>) {
  const cardClassName = useCardClassName();
  return (
    <div
      {...rest}
      role={role}
      className={mergeClasses(surfaceCardClassNames.root, cardClassName, className)}
    />
  );
}

const gap = '12px';

const useHeaderStyles = makeStyles({
  root: { alignItems: 'center', flexShrink: 0 },
  image: { display: 'inline-flex', marginRight: gap },
  header: { display: 'flex' },
  description: { display: 'flex' },
  action: {
    marginLeft: gap,
    // As Fluent's CardHeader: buttons and links in the action keep the card's colours in
    // forced-colors mode.
    '@media (forced-colors: active)': {
      '& .fui-Button, & .fui-Link': {
        borderTopColor: 'currentColor',
        borderRightColor: 'currentColor',
        borderBottomColor: 'currentColor',
        borderLeftColor: 'currentColor',
        color: 'currentColor',
        outlineColor: 'currentColor',
      },
    },
  },
  // Without a description: one row, the header taking the room.
  flexRoot: { display: 'flex' },
  flexHeader: { flexGrow: 1 },
  // With one: the image and the action span the header's and the description's rows.
  gridRoot: { display: 'grid', gridAutoColumns: 'min-content 1fr min-content' },
  gridImage: { gridColumnStart: '1', gridRowStart: 'span 2' },
  gridHeader: { gridColumnStart: '2', gridRowStart: '1' },
  gridDescription: { gridColumnStart: '2', gridRowStart: '2' },
  gridAction: { gridColumnStart: '3', gridRowStart: 'span 2' },
});

/**
 * Fluent's CardHeader, same markup and layout: an optional image, the header (a heading, say),
 * an optional description under it and an optional action at the end, each in a div.
 */
export function SurfaceCardHeader({
  image,
  header,
  description,
  action,
}: {
  image?: ReactNode;
  header: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}) {
  const styles = useHeaderStyles();
  const grid = description != null;
  const part = (content: ReactNode, ...classNames: (string | false)[]) =>
    content != null && <div className={mergeClasses(...classNames)}>{content}</div>;
  return (
    <div
      className={mergeClasses(
        surfaceCardClassNames.header,
        styles.root,
        grid ? styles.gridRoot : styles.flexRoot,
      )}
    >
      {part(image, surfaceCardClassNames.image, styles.image, grid && styles.gridImage)}
      <div className={mergeClasses(styles.header, grid ? styles.gridHeader : styles.flexHeader)}>
        {header}
      </div>
      {part(description, styles.description, styles.gridDescription)}
      {part(action, surfaceCardClassNames.action, styles.action, grid && styles.gridAction)}
    </div>
  );
}
