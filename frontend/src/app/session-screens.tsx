import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { PlugDisconnectedRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { StrideMark } from '../components/wordmark';
import { useSession } from '../lib/session/session-context';

export const sessionScreenText = {
  loading: 'Loading Stride...',
  unavailableTitle: 'Stride is out of reach',
  unavailableBody:
    'We could not check your session. Your data is safe; check your connection and try again.',
  retry: 'Try again',
  signOut: 'Sign out',
} as const;

const useStyles = makeStyles({
  root: {
    flexGrow: 1,
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    padding: tokens.spacingHorizontalXXL,
  },
  stack: {
    display: 'grid',
    justifyItems: 'center',
    gap: tokens.spacingVerticalXL,
    maxWidth: '28rem',
    textAlign: 'center',
  },
  mark: { width: '48px', height: '48px' },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** While the session loads (spec: a spinner with a loading text that names the product). */
export default function SessionLoadingScreen() {
  const styles = useStyles();
  return (
    <main className={styles.root} aria-busy="true">
      <div className={styles.stack}>
        <StrideMark className={styles.mark} />
        <Spinner size="medium" label={sessionScreenText.loading} labelPosition="below" />
      </div>
    </main>
  );
}

/** A stored token the server could not check (offline, 5xx): the token is kept. */
export function SessionUnavailableScreen() {
  const styles = useStyles();
  const { retry, signOut } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <main className={styles.root}>
      <div className={styles.stack} role="alert">
        <PlugDisconnectedRegular className={styles.icon} aria-hidden="true" />
        <h1 className={styles.title}>{sessionScreenText.unavailableTitle}</h1>
        <p className={styles.text}>{sessionScreenText.unavailableBody}</p>
        <div className={styles.actions}>
          <Button appearance="primary" onClick={retry}>
            {sessionScreenText.retry}
          </Button>
          <Button
            appearance="secondary"
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut();
            }}
          >
            {sessionScreenText.signOut}
          </Button>
        </div>
      </div>
    </main>
  );
}
