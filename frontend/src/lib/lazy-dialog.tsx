import { useState, type ComponentType } from 'react';
import { LoadOnIntent, retryableLazy } from './load-on-intent';

/**
 * A dialog whose code loads on intent, not with the page (issue 15): nothing is fetched or
 * rendered until it is first opened, or until `preload()` runs (call it when the pointer enters,
 * or focus reaches, what opens it). Once opened it stays mounted, so it closes with its
 * animation and returns focus exactly as an eagerly imported dialog does. If its code cannot be
 * fetched the page stays: a short message offers 'Try again' (which loads again) and 'Close'
 * (which calls `close`, so the opener's next use tries again).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
  close: (props: P) => void,
): { Dialog: (props: P) => React.JSX.Element | null; preload: () => void } {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () => {
    pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = null; // a failed load is tried again on the next attempt
        throw error;
      },
    );
    return pending;
  };
  const Loaded = retryableLazy(loadOnce);

  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <LoadOnIntent active={open} onClose={() => close(props)}>
        <Loaded {...props} />
      </LoadOnIntent>
    );
  }

  return {
    Dialog: LazyDialog,
    preload: () => {
      loadOnce().catch(() => undefined);
    },
  };
}
