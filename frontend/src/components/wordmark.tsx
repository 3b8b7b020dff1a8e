import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '-0.02em',
    color: tokens.colorNeutralForeground1,
  },
  large: { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
  mark: { width: '28px', height: '28px', flexShrink: 0 },
  large_mark: { width: '32px', height: '32px' },
  tile: { fill: tokens.colorBrandBackground },
  stroke: { stroke: tokens.colorNeutralForegroundOnBrand },
  dot: { fill: tokens.colorBrandBackgroundInverted },
});

/** The Stride mark: an S drawn as a path with a step at its end. */
export function StrideMark({ className }: { className?: string }) {
  const styles = useStyles();
  return (
    <svg
      className={mergeClasses(styles.mark, className)}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect className={styles.tile} width="64" height="64" rx="16" />
      <path
        className={styles.stroke}
        d="M40.5 19.5c-2.6-2.2-5.9-3.5-9.6-3.5-6.6 0-11.4 3.8-11.4 9.3 0 11.4 19.6 8 19.6 15.6 0 3-2.9 5.1-7.1 5.1-3.8 0-7.2-1.6-9.7-4.3"
        fill="none"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle className={styles.dot} cx="46" cy="46" r="4" />
    </svg>
  );
}

/** The brand wordmark: mark + "Stride". */
export function Wordmark({ size = 'medium' }: { size?: 'medium' | 'large' }) {
  const styles = useStyles();
  return (
    <span className={mergeClasses(styles.root, size === 'large' && styles.large)}>
      <StrideMark className={size === 'large' ? styles.large_mark : undefined} />
      Stride
    </span>
  );
}
