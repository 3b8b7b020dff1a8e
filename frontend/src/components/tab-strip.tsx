import {
  makeStyles,
  mergeClasses,
  tokens,
  typographyStyles,
  type GriffelStyle,
} from '@fluentui/react-components';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Fluent's TabList and Tab, as Stride uses them, without their code: Fluent's TabList made the
 * strip a tabster arrow-navigation group, which cost /analytics and /settings about 24 KB gzip
 * on first load (tabster 11.5 KB, Tab 8 KB, useArrowNavigationGroup 4.5 KB, issue 15). A strip
 * of a few tabs needs only a roving tabindex. The styles are Fluent's
 * (@fluentui/react-tabs 9, useTabStyles.styles.js and useTabListStyles.styles.js) for the
 * transparent and subtle appearances, medium and large sizes, horizontal and vertical: the
 * paddings, the hover and pressed backgrounds and the bar under (or beside) a hovered or
 * pressed tab, the brand bar of the selected tab (sliding from the last one, as Fluent's does),
 * the semibold selected label with the space it needs kept on every tab so nothing shifts, and
 * the 2 px focus ring. The class names fui-TabList and fui-Tab stay, so the touch-target rule
 * (touch-targets.ts) still makes each tab 44 px on a touch screen.
 *
 * Keyboard, as Fluent's: only the selected tab is in the Tab order; the arrow keys of the
 * strip's direction (Left and Right, or Up and Down when vertical) move focus round the tabs,
 * Home and End to the first and last; Enter, Space or a click selects.
 */

export interface TabStripTab<T extends string> {
  value: T;
  label: string;
  /** The tab's own id (a tabpanel's aria-labelledby can point at it). */
  id?: string;
  icon?: ReactNode;
}

export interface TabStripProps<T extends string> {
  tabs: readonly TabStripTab<T>[];
  selectedValue: T;
  onTabSelect: (value: T) => void;
  vertical?: boolean;
  size?: 'medium' | 'large';
  appearance?: 'transparent' | 'subtle';
  /** The id of the tabpanel every tab controls. */
  panelId?: string;
  'aria-label'?: string;
  className?: string;
  tabClassName?: string;
}

const listClassName = 'fui-TabList';
const tabClassName = 'fui-Tab';
const iconClassName = 'fui-Tab__icon';

const useListStyles = makeStyles({
  root: {
    display: 'flex',
    flexShrink: 0,
    flexWrap: 'nowrap',
    position: 'relative',
    alignItems: 'stretch',
    flexDirection: 'row',
  },
  vertical: { flexDirection: 'column' },
});

const bar = {
  borderRadius: tokens.borderRadiusCircular,
  content: '""',
  position: 'absolute',
} as const;

/** Where the hover bar (::before) and the selected bar (::after) sit: under a tab, 12 px in. */
const underneath: GriffelStyle = {
  bottom: 0,
  height: tokens.strokeWidthThicker,
  left: tokens.spacingHorizontalM,
  right: tokens.spacingHorizontalM,
};
/** ...or at a vertical tab's left edge, `inset` from its top and bottom. */
const beside = (inset: string): GriffelStyle => ({
  bottom: inset,
  left: 0,
  top: inset,
  width: tokens.strokeWidthThicker,
});
const barsAt = (position: GriffelStyle) => ({
  '::before': position,
  '::after': position,
});

const useTabStyles = makeStyles({
  root: {
    alignItems: 'center',
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    display: 'grid',
    flexShrink: 0,
    gridAutoFlow: 'column',
    gridTemplateColumns: 'auto',
    gridTemplateRows: 'auto',
    fontFamily: tokens.fontFamilyBase,
    lineHeight: tokens.lineHeightBase300,
    outlineStyle: 'none',
    position: 'relative',
    overflow: 'hidden',
    textTransform: 'none',
    justifyContent: 'center',
    ':focus-visible': {
      outlineWidth: tokens.strokeWidthThick,
      outlineColor: 'transparent',
      outlineStyle: 'solid',
      boxShadow: `${tokens.shadow4}, 0 0 0 ${tokens.strokeWidthThick} ${tokens.colorStrokeFocus2}`,
      zIndex: 1,
    },
    // The bar a hovered or pressed tab shows (Fluent's pending indicator).
    ':hover::before': { ...bar, backgroundColor: tokens.colorNeutralStroke1Hover },
    ':active::before': { ...bar, backgroundColor: tokens.colorNeutralStroke1Pressed },
    '@media (forced-colors: active)': {
      ':hover::before': { backgroundColor: 'Highlight' },
      ':active::before': { backgroundColor: 'Highlight' },
    },
  },
  vertical: { justifyContent: 'start' },
  mediumHorizontal: {
    columnGap: tokens.spacingHorizontalSNudge,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalMNudge}`,
    ...barsAt(underneath),
  },
  mediumVertical: {
    columnGap: tokens.spacingHorizontalSNudge,
    padding: `${tokens.spacingVerticalSNudge} ${tokens.spacingHorizontalMNudge}`,
    ...barsAt(beside(tokens.spacingVerticalS)),
  },
  largeHorizontal: {
    columnGap: tokens.spacingHorizontalSNudge,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalMNudge}`,
    ...barsAt(underneath),
  },
  largeVertical: {
    columnGap: tokens.spacingHorizontalSNudge,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalMNudge}`,
    ...barsAt(beside(tokens.spacingVerticalMNudge)),
  },
  transparent: {
    backgroundColor: tokens.colorTransparentBackground,
    ':hover': { backgroundColor: tokens.colorTransparentBackgroundHover },
    ':active': { backgroundColor: tokens.colorTransparentBackgroundPressed },
  },
  subtle: {
    backgroundColor: tokens.colorSubtleBackground,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':active': { backgroundColor: tokens.colorSubtleBackgroundPressed },
  },
  unselected: {
    color: tokens.colorNeutralForeground2,
    ':hover': { color: tokens.colorNeutralForeground2Hover },
    ':active': { color: tokens.colorNeutralForeground2Pressed },
  },
  selected: {
    overflow: 'visible',
    color: tokens.colorNeutralForeground1,
    ':hover': { color: tokens.colorNeutralForeground1Hover },
    ':active': { color: tokens.colorNeutralForeground1Pressed },
    [`& .${iconClassName}`]: { color: tokens.colorCompoundBrandForeground1 },
    [`:hover .${iconClassName}`]: { color: tokens.colorCompoundBrandForeground1Hover },
    [`:active .${iconClassName}`]: { color: tokens.colorCompoundBrandForeground1Pressed },
    '::after': { ...bar, backgroundColor: tokens.colorCompoundBrandStroke },
    ':hover::after': { backgroundColor: tokens.colorCompoundBrandStrokeHover },
    ':active::after': { backgroundColor: tokens.colorCompoundBrandStrokePressed },
    '@media (forced-colors: active)': {
      '::after': { backgroundColor: 'ButtonText' },
      ':hover::after': { backgroundColor: 'ButtonText' },
      ':active::after': { backgroundColor: 'ButtonText' },
    },
  },
  horizontalBar: { '::after': { transformOrigin: 'left' } },
  verticalBar: { '::after': { transformOrigin: 'top' } },
  icon: {
    gridColumnStart: 1,
    gridRowStart: 1,
    alignItems: 'center',
    display: 'inline-flex',
    justifyContent: 'center',
    overflow: 'hidden',
  },
  iconMedium: { fontSize: '20px', height: '20px', width: '20px' },
  iconLarge: { fontSize: '24px', height: '24px', width: '24px' },
  content: {
    ...typographyStyles.body1,
    overflow: 'hidden',
    padding: `${tokens.spacingVerticalNone} ${tokens.spacingHorizontalXXS}`,
    gridRowStart: 1,
    gridColumnStart: 1,
  },
  contentSelected: typographyStyles.body1Strong,
  contentLarge: typographyStyles.body2,
  contentLargeSelected: typographyStyles.subtitle2,
  afterIcon: { gridColumnStart: 2 },
  // The selected label's width, kept on every tab so selecting one moves nothing.
  reserved: { visibility: 'hidden' },
});

/** Fluent's slide of the selected bar: tokens.durationSlow and curveDecelerateMax. */
const slide = { duration: 300, easing: 'cubic-bezier(0.1,0.9,0.2,1)' };

/** The strip: a tablist of buttons with Fluent TabList's look and keyboard behaviour. */
export function TabStrip<T extends string>({
  tabs,
  selectedValue,
  onTabSelect,
  vertical = false,
  size = 'medium',
  appearance = 'transparent',
  panelId,
  'aria-label': ariaLabel,
  className,
  tabClassName: tabClass,
}: TabStripProps<T>) {
  const listStyles = useListStyles();
  const styles = useTabStyles();
  const listRef = useRef<HTMLDivElement>(null);
  // The tab that takes focus from Tab: the selected one, or the one arrowed to until focus leaves.
  const [roving, setRoving] = useState<T | null>(null);
  const current = roving !== null && tabs.some((t) => t.value === roving) ? roving : selectedValue;
  const previous = useRef(selectedValue);

  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = selectedValue;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]');
    const index = (v: T) => tabs.findIndex((t) => t.value === v);
    const a = buttons?.[index(from)];
    const b = buttons?.[index(selectedValue)];
    if (from === selectedValue || !a || !b || typeof b.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const ra = a.getBoundingClientRect();
    const rb = b.getBoundingClientRect();
    const transform = vertical
      ? `translateY(${ra.y - rb.y}px) scaleY(${ra.height / rb.height})`
      : `translateX(${ra.x - rb.x}px) scaleX(${ra.width / rb.width})`;
    b.animate([{ transform }, { transform: 'none' }], { ...slide, pseudoElement: '::after' });
  }, [selectedValue, tabs, vertical]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys = vertical ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
    const at = tabs.findIndex((t) => t.value === current);
    const n = tabs.length;
    const next =
      event.key === keys[0]
        ? (at - 1 + n) % n
        : event.key === keys[1]
          ? (at + 1) % n
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? n - 1
              : -1;
    if (next < 0 || n === 0) return;
    event.preventDefault();
    setRoving(tabs[next]!.value);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  const large = size === 'large';
  const sizeClass = large
    ? vertical
      ? styles.largeVertical
      : styles.largeHorizontal
    : vertical
      ? styles.mediumVertical
      : styles.mediumHorizontal;
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-orientation={vertical ? 'vertical' : 'horizontal'}
      aria-label={ariaLabel}
      className={mergeClasses(
        listClassName,
        listStyles.root,
        vertical && listStyles.vertical,
        className,
      )}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setRoving(null);
      }}
    >
      {tabs.map(({ value, label, id, icon }) => {
        const selected = value === selectedValue;
        const contentClass = mergeClasses(
          styles.content,
          large && styles.contentLarge,
          selected && (large ? styles.contentLargeSelected : styles.contentSelected),
          icon !== undefined && styles.afterIcon,
        );
        return (
          <button
            key={value}
            type="button"
            role="tab"
            id={id}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={value === current ? 0 : -1}
            className={mergeClasses(
              tabClassName,
              styles.root,
              vertical && styles.vertical,
              sizeClass,
              styles[appearance],
              selected ? styles.selected : styles.unselected,
              selected && (vertical ? styles.verticalBar : styles.horizontalBar),
              tabClass,
            )}
            onClick={() => {
              setRoving(null);
              onTabSelect(value);
            }}
          >
            {icon !== undefined ? (
              <span
                className={mergeClasses(
                  iconClassName,
                  styles.icon,
                  large ? styles.iconLarge : styles.iconMedium,
                )}
              >
                {icon}
              </span>
            ) : null}
            <span className={contentClass}>{label}</span>
            {selected ? null : (
              <span
                className={mergeClasses(
                  contentClass,
                  large ? styles.contentLargeSelected : styles.contentSelected,
                  styles.reserved,
                )}
              >
                {label}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
