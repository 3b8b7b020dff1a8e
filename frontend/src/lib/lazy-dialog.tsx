import { Suspense, lazy, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads on intent, not with the page (issue 15): nothing is fetched or
 * rendered until it is first opened, or until `preload()` runs (call it when the pointer enters,
 * or focus reaches, what opens it). Once opened it stays mounted, so it closes with its
 * animation and returns focus exactly as an eagerly imported dialog does.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): { Dialog: (props: P) => React.JSX.Element | null; preload: () => void } {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () => {
    pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = null; // a failed prefetch is tried again when the dialog opens
        throw error;
      },
    );
    return pending;
  };
  const Loaded = lazy(loadOnce) as unknown as ComponentType<P>;

  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }

  return {
    Dialog: LazyDialog,
    preload: () => {
      loadOnce().catch(() => undefined);
    },
  };
}
