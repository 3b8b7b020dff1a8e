import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { authMessages } from '@stride/api/contracts/auth-rules';
import { useEffect, useRef } from 'react';
import { env } from '../../../config/env';
import { authText } from '../auth-text';
import {
  googleIdApi,
  googleLoadTimeoutMs,
  googleRenderRetryMs,
  loadGoogleScript,
  type GoogleButtonOptions,
} from '../google/google-identity';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    justifyContent: 'center',
    minHeight: '44px',
    // Google's iframe stays transparent only when its colour scheme matches its parent's.
    colorScheme: 'light',
  },
  disabled: { opacity: 0.5, cursor: 'not-allowed' },
});

export interface GoogleSignInButtonProps {
  /** Receives Google's ID token, to POST to /api/auth/google. */
  onCredential: (credential: string) => void;
  /** A message to show ('Google sign-in failed…', 'Google Identity Services not loaded'). */
  onError: (message: string) => void;
  disabled?: boolean;
  text?: GoogleButtonOptions['text'];
  dark?: boolean;
  /** Defaults to VITE_GOOGLE_CLIENT_ID; without one the button is not shown. */
  clientId?: string | undefined;
}

/**
 * Google's own button, rendered by Google Identity Services. The script loads when this
 * mounts (only the sign-in and registration pages use it); the render is retried every
 * 100 ms until the script is available.
 */
export function GoogleSignInButton({
  onCredential,
  onError,
  disabled = false,
  text = 'signin_with',
  dark = false,
  clientId = env.googleClientId,
}: GoogleSignInButtonProps) {
  const styles = useStyles();
  const container = useRef<HTMLDivElement>(null);
  // The latest handlers, without re-rendering Google's button when they change.
  const handlers = useRef({ onCredential, onError });
  useEffect(() => {
    handlers.current = { onCredential, onError };
  });

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    const started = Date.now();
    let timer = 0;

    const tryRender = () => {
      if (cancelled) return;
      const api = googleIdApi();
      const parent = container.current;
      if (!api || !parent) {
        if (Date.now() - started >= googleLoadTimeoutMs) {
          handlers.current.onError(authText.googleNotLoaded);
          return;
        }
        timer = window.setTimeout(tryRender, googleRenderRetryMs);
        return;
      }
      try {
        api.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => {
            if (response.credential) handlers.current.onCredential(response.credential);
            else handlers.current.onError(authMessages.googleFailed);
          },
        });
        parent.replaceChildren();
        api.renderButton(parent, {
          type: 'standard',
          theme: dark ? 'filled_black' : 'outline',
          size: 'large',
          text,
          shape: 'pill',
          logo_alignment: 'center',
          width: Math.max(200, Math.min(400, Math.floor(parent.clientWidth || 320))),
        });
      } catch {
        handlers.current.onError(authMessages.googleFailed);
      }
    };

    loadGoogleScript().catch(() => {
      if (!cancelled) {
        cancelled = true;
        window.clearTimeout(timer);
        handlers.current.onError(authText.googleNotLoaded);
      }
    });
    tryRender();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [clientId, dark, text]);

  if (!clientId) return null;
  return (
    <div
      ref={container}
      className={mergeClasses(styles.root, disabled && styles.disabled)}
      inert={disabled}
      aria-disabled={disabled || undefined}
      data-testid="google-sign-in"
    />
  );
}

/** Whether Google sign-in is offered at all (a client id was configured at build time). */
export const googleSignInEnabled = Boolean(env.googleClientId);
