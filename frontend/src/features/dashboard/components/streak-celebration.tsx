import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, FireFilled } from '@fluentui/react-icons';
import { useEffect } from 'react';

const useStyles = makeStyles({
  overlay: {
    position: 'fixed',
    inset: 0,
    zIndex: 1000,
    display: 'grid',
    placeItems: 'center',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorBackgroundOverlay,
    '@media (prefers-reduced-motion: no-preference)': {
      animationName: { from: { opacity: 0 }, to: { opacity: 1 } },
      animationDuration: tokens.durationNormal,
      animationTimingFunction: tokens.curveEasyEase,
    },
  },
  card: {
    position: 'relative',
    display: 'grid',
    justifyItems: 'center',
    gap: tokens.spacingVerticalM,
    width: 'min(380px, 100%)',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow64,
    textAlign: 'center',
    overflow: 'hidden',
    '@media (prefers-reduced-motion: no-preference)': {
      animationName: {
        '0%': { transform: 'scale(0.8) translateY(12px)', opacity: 0 },
        '60%': { transform: 'scale(1.03)', opacity: 1 },
        '100%': { transform: 'scale(1)', opacity: 1 },
      },
      animationDuration: '480ms',
      animationTimingFunction: tokens.curveDecelerateMax,
    },
  },
  close: { position: 'absolute', top: tokens.spacingVerticalS, right: tokens.spacingHorizontalS },
  flame: {
    display: 'grid',
    placeItems: 'center',
    width: '88px',
    height: '88px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPalettePeachBackground2,
    color: tokens.colorPalettePeachForeground2,
    fontSize: '52px',
    '@media (prefers-reduced-motion: no-preference)': {
      animationName: {
        '0%, 100%': { transform: 'scale(1)' },
        '50%': { transform: 'scale(1.08)' },
      },
      animationDuration: '1.2s',
      animationIterationCount: 'infinite',
      animationTimingFunction: tokens.curveEasyEase,
    },
  },
  count: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: tokens.colorBrandForeground1,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorNeutralForeground1,
  },
  text: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground2,
  },
});

/**
 * The 'Week Streak Achieved!' overlay. It announces itself politely and never takes focus (it
 * leaves on its own after 3 s); Escape, the close button or a click anywhere end it sooner.
 */
export function StreakCelebration({
  streak,
  onDismiss,
}: {
  streak: number | null;
  onDismiss: () => void;
}) {
  const styles = useStyles();
  useEffect(() => {
    if (streak === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [streak, onDismiss]);

  return (
    <div role="status" aria-live="polite">
      {streak === null ? null : (
        <div className={styles.overlay} onClick={onDismiss} data-testid="streak-celebration">
          <div className={styles.card}>
            <Button
              className={styles.close}
              appearance="subtle"
              icon={<DismissRegular />}
              aria-label="Close celebration"
              onClick={onDismiss}
            />
            <span className={styles.flame} aria-hidden="true">
              <FireFilled />
            </span>
            <p className={styles.count}>{streak}-day streak</p>
            <p className={styles.title}>Week Streak Achieved!</p>
            <p className={styles.text}>
              {streak / 7 === 1 ? 'A full week' : `${streak / 7} full weeks`} of showing up for
              yourself. Keep it going!
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
