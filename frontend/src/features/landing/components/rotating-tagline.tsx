import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
// Per-icon imports keep the landing page light; the circled glyphs read as media controls at
// this size, where the plain outlined bars looked like two missing-character boxes.
import { PauseCircleRegular } from '@fluentui/react-icons/svg/pause-circle';
import { PlayCircleRegular } from '@fluentui/react-icons/svg/play-circle';
import { useState } from 'react';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { useRotatingIndex } from '../hooks/use-rotating-index';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    margin: 0,
  },
  stage: {
    display: 'grid',
    margin: 0,
    fontSize: 'clamp(1.25rem, 1rem + 1.1vw, 1.75rem)',
    lineHeight: 1.3,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '-0.01em',
  },
  // Every phrase sits in the same grid cell: the tallest one sets the height, so the page
  // below never jumps when the phrase changes.
  cell: { gridArea: '1 / 1' },
  sizer: { visibility: 'hidden' },
  phrase: { color: tokens.colorBrandForeground1 },
  animated: {
    animationName: {
      from: { opacity: 0, transform: 'translateY(0.4em)' },
      to: { opacity: 1, transform: 'translateY(0)' },
    },
    animationDuration: '450ms',
    animationTimingFunction: tokens.curveDecelerateMid,
    animationFillMode: 'both',
  },
  toggle: { flexShrink: 0, marginTop: '2px', color: tokens.colorNeutralForeground3 },
});

/**
 * The hero's rotating feature phrase. Changes are announced politely; the pause button meets
 * WCAG 2.2.2, and under prefers-reduced-motion the phrase changes without animation.
 */
export function RotatingTagline({
  phrases,
  intervalMs,
}: {
  phrases: readonly string[];
  intervalMs: number;
}) {
  const styles = useStyles();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const index = useRotatingIndex(phrases.length, intervalMs, paused);
  const label = paused ? 'Resume rotating taglines' : 'Pause rotating taglines';
  return (
    <div className={styles.root}>
      <p className={styles.stage} aria-live={paused ? 'off' : 'polite'} aria-atomic="true">
        {phrases.map((phrase) => (
          <span key={phrase} className={mergeClasses(styles.cell, styles.sizer)} aria-hidden="true">
            {phrase}
          </span>
        ))}
        <span
          key={index}
          className={mergeClasses(styles.cell, styles.phrase, !reducedMotion && styles.animated)}
        >
          {phrases[index]}
        </span>
      </p>
      <Button
        className={styles.toggle}
        appearance="subtle"
        size="small"
        icon={paused ? <PlayCircleRegular /> : <PauseCircleRegular />}
        aria-label={label}
        title={label}
        onClick={() => setPaused((value) => !value)}
      />
    </div>
  );
}
