import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { applyUpdate } from '../lib/service-worker';

const useStyles = makeStyles({
  host: {
    position: 'fixed',
    left: tokens.spacingHorizontalL,
    right: tokens.spacingHorizontalL,
    bottom: `max(${tokens.spacingVerticalL}, env(safe-area-inset-bottom))`,
    zIndex: 1000,
    display: 'flex',
    justifyContent: 'center',
    pointerEvents: 'none',
  },
  bar: {
    pointerEvents: 'auto',
    maxWidth: '560px',
    width: '100%',
    boxShadow: tokens.shadow16,
  },
});

/**
 * The calm "new version" bar: shown when a new build's service worker is waiting. Reload lets
 * it take over and reloads the page (the version check then runs as on any start); Later hides
 * the bar until the next visit, and the new version starts when every Stride tab has closed.
 * Loaded only when an update is waiting, so no page's first download grows.
 */
export default function UpdatePrompt() {
  const styles = useStyles();
  const [hidden, setHidden] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (hidden) return null;
  return (
    <div className={styles.host}>
      {/* layout "auto": one line when it fits, the buttons below the text on a narrow phone. */}
      <MessageBar intent="info" className={styles.bar} aria-live="polite">
        <MessageBarBody>A new version of Stride is ready.</MessageBarBody>
        <MessageBarActions>
          <Button
            appearance="primary"
            size="small"
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              applyUpdate();
            }}
          >
            Reload
          </Button>
          <Button appearance="secondary" size="small" onClick={() => setHidden(true)}>
            Later
          </Button>
        </MessageBarActions>
      </MessageBar>
    </div>
  );
}
