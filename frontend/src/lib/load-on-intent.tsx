import { Button, tokens } from '@fluentui/react-components';
import {
  Component,
  Suspense,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';

export const loadOnIntentText = {
  failed: 'This part of Stride could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  close: 'Close',
} as const;

/** A piece's code could not be fetched (offline on a first visit, or a chunk a deploy removed). */
class LoadFailed extends Error {
  constructor(
    cause: unknown,
    /** Lets the next render load again (only when the person asks: React retries renders). */
    readonly reset: () => void,
  ) {
    super('A part of the page could not be loaded', { cause });
  }
}

/**
 * A lazy component whose failed load can be tried again, and which can be loaded ahead
 * (`preload`, e.g. when the pointer reaches its opener): once loaded it renders at once, with no
 * Suspense wait, so an opener can swap it in after `await preload()` without a flash. While its
 * code downloads it suspends (a Suspense boundary shows nothing meanwhile); a failed load reaches
 * `<LoadOnIntent>` as an error that carries a reset, so 'Try again' calls `load` again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own type
export function retryableLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> & { preload: () => Promise<void> } {
  type P = ComponentProps<T>;
  let loaded: T | null = null;
  let failure: LoadFailed | null = null;
  let pending: Promise<void> | null = null;
  /** Resolves (never rejects) once the code has arrived or failed to. */
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        failure = new LoadFailed(error, () => {
          failure = null;
          pending = null;
        });
      },
    ));
  function Retryable(props: P) {
    if (loaded !== null) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    if (failure !== null) throw failure;
    throw preload();
  }
  return Object.assign(Retryable, { preload });
}

// Inline (set through the DOM, never in server markup): makeStyles cost this small file more.
const noticeStyle = {
  position: 'fixed',
  insetInline: tokens.spacingHorizontalL,
  bottom: tokens.spacingVerticalXL,
  zIndex: 1000,
  marginInline: 'auto',
  maxWidth: '32rem',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.spacingHorizontalM,
  padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  borderRadius: tokens.borderRadiusLarge,
  border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  background: tokens.colorNeutralBackground1,
  boxShadow: tokens.shadow16,
} as const;

interface LoadOnIntentProps {
  children: ReactNode;
  /** Called by 'Close': the opener forgets it asked, so its next use loads again. */
  onClose?: (() => void) | undefined;
  /** For a piece that stays mounted while closed: false hides the message, true again retries. */
  active?: boolean | undefined;
  /** False for a piece the person cannot do without (their recovery codes): no 'Close'. */
  dismissible?: boolean | undefined;
}

interface LoadOnIntentState {
  error: unknown;
  closed: boolean;
  active: boolean | undefined;
  /** 'Try again' was pressed: a further failure may be one the browser keeps (see below). */
  retried: boolean;
}

/**
 * Chromium keeps a failed module fetch for the life of the page (its chunks' too), so an import
 * that failed offline fails again at once when back online, and a chunk a deploy removed is
 * gone for good: when 'Try again' fails again but the server now answers for that file, only
 * loading the page afresh brings the piece (the person's drafts are kept on the device).
 */
function reloadIfReachable(error: LoadFailed): void {
  // The file a failed import names (Chromium and Firefox say it; Safari does not).
  const file = /\S+\.(?:m?js|css)\b/.exec(String(error.cause))?.[0];
  if (!file) return;
  void fetch(file, { cache: 'no-store' }).then(
    () => window.location.reload(),
    () => undefined, // still offline: the message stays, and 'Try again' can be pressed again
  );
}

/**
 * Shows a piece loaded on intent (a dialog, menu or panel, never a whole route): while its code
 * downloads nothing shows, and if it cannot be fetched the page stays and a short message offers
 * 'Try again' and 'Close' in its place. Errors other than a failed load go on to the route's
 * error screen as before. Use with `retryableLazy` (or `lazyDialog`) so a retry really loads.
 */
export class LoadOnIntent extends Component<LoadOnIntentProps, LoadOnIntentState> {
  override state: LoadOnIntentState = {
    error: null,
    closed: false,
    active: this.props.active,
    retried: false,
  };

  static getDerivedStateFromError(error: unknown): Partial<LoadOnIntentState> {
    return { error, closed: false };
  }

  static getDerivedStateFromProps(
    props: LoadOnIntentProps,
    state: LoadOnIntentState,
  ): Partial<LoadOnIntentState> | null {
    if (props.active === state.active) return null;
    if (!props.active || !(state.error instanceof LoadFailed)) return { active: props.active };
    // Opened again after a failure: try the load again.
    state.error.reset();
    return { active: props.active, error: null, closed: false, retried: false };
  }

  override componentDidCatch(error: unknown) {
    if (this.state.retried && error instanceof LoadFailed) reloadIfReachable(error);
  }

  override render() {
    const { error, closed } = this.state;
    if (error === null) {
      return <Suspense fallback={null}>{this.props.children}</Suspense>;
    }
    if (!(error instanceof LoadFailed)) throw error;
    if (closed || this.props.active === false) return null;
    // The calm message in place of the piece; keyboard users land on 'Try again'.
    return (
      <div role="alert" style={noticeStyle}>
        <p style={{ flex: '1 1 16rem', margin: 0 }}>{loadOnIntentText.failed}</p>
        <Button
          appearance="primary"
          size="small"
          autoFocus
          onClick={() => {
            error.reset();
            this.setState({ error: null, retried: true });
          }}
        >
          {loadOnIntentText.retry}
        </Button>
        {this.props.dismissible === false ? null : (
          <Button
            size="small"
            onClick={() => {
              this.setState({ closed: true });
              this.props.onClose?.();
            }}
          >
            {loadOnIntentText.close}
          </Button>
        )}
      </div>
    );
  }
}
