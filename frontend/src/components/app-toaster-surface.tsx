import { Toaster } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useMediaQuery } from '../lib/use-media-query';
import { appToasterId } from './app-toaster';
import { setToasterMounted } from './toaster-gate';

/**
 * The toaster itself, once in the signed-in shell: top right, below the app's top bar on narrow
 * screens (the shell's sidebar is fixed from 1024 px), at most three at a time. Loaded with the
 * first toast (AppToasterHost); the toasts asked for meanwhile are dispatched once it mounts.
 */
export default function AppToaster() {
  const wide = useMediaQuery('(min-width: 1024px)');
  // The Toaster's own effects (its event listeners) run before this one: it hears them.
  useEffect(() => {
    setToasterMounted(true);
    return () => setToasterMounted(false);
  }, []);
  return (
    <Toaster
      toasterId={appToasterId}
      position="top-end"
      limit={3}
      offset={{ vertical: wide ? 24 : 64, horizontal: wide ? 24 : 12 }}
    />
  );
}
