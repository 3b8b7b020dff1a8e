import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import type { JoinWaitlistOutcome } from '../api/join-waitlist';

export const waitlistSuccessText = {
  title: 'Welcome to the Future!',
  again: 'Submit Another Email',
} as const;

const useStyles = makeStyles({
  root: {
    display: 'grid',
    justifyItems: 'center',
    gap: tokens.spacingVerticalM,
    textAlign: 'center',
    paddingBlock: tokens.spacingVerticalL,
  },
  icon: { fontSize: '56px', color: tokens.colorPaletteGreenForeground1 },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorNeutralForeground1,
    ':focus-visible': { outline: 'none' },
  },
  text: {
    margin: 0,
    maxWidth: '26rem',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
  },
  email: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
});

function describe(outcome: JoinWaitlistOutcome) {
  if (outcome.status === 'queued') {
    return 'Your sign-up is saved on this device and reaches us automatically the next time you open Stride. We will email';
  }
  return outcome.alreadyJoined
    ? 'You were already on the list, so there is nothing more to do. We will email'
    : 'You are on the list. We will email';
}

/** Success: 'Welcome to the Future!' and a way back to the form. */
export function WaitlistSuccess({
  outcome,
  onSubmitAnother,
}: {
  outcome: JoinWaitlistOutcome;
  onSubmitAnother: () => void;
}) {
  const styles = useStyles();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Screen readers hear the result; keyboard users continue from here.
    titleRef.current?.focus();
  }, []);
  return (
    <div className={styles.root} role="status">
      <CheckmarkCircleFilled className={styles.icon} aria-hidden="true" />
      <h3 ref={titleRef} tabIndex={-1} className={styles.title}>
        {waitlistSuccessText.title}
      </h3>
      <p className={styles.text}>
        {describe(outcome)} <span className={styles.email}>{outcome.email}</span> as soon as your
        beta spot opens.
      </p>
      <Button appearance="secondary" size="large" onClick={onSubmitAnother}>
        {waitlistSuccessText.again}
      </Button>
    </div>
  );
}
