import { Hamburger, mergeClasses } from '@fluentui/react-components';
import { Suspense, useRef, useState, type MouseEvent } from 'react';
import { Link as RouterLink, Outlet, useNavigate } from 'react-router-dom';
import { AppToasterHost } from '../../components/app-toaster-host';
import { useTouchTargets } from '../../components/touch-targets';
import { Wordmark } from '../../components/wordmark';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/session-context';
import { useShellHomeStyles } from './shell-home-styles';
import { shellText } from './shell-navigation';
import { UserAvatar } from './user-avatar';
import { wideShellQuery } from './shell-layout';
import { useShellStyles } from './shell-styles';
import { BootShellDone } from '../../lib/boot-shell';
import { useMediaQuery } from '../../lib/use-media-query';
import { discardAccountOutbox } from '../../lib/outbox/outbox';
import { useOutboxItems } from '../../lib/outbox/use-outbox';
import { LoadOnIntent, retryableLazy } from '../../lib/load-on-intent';
import { preloadPage } from '../page-chunks';

const SignOutConfirm = retryableLazy(() => import('./sign-out-confirm'));
const loadDrawer = () => import('./shell-drawer');
const ShellDrawer = retryableLazy(loadDrawer);
const preloadDrawer = () => void loadDrawer().catch(() => undefined);

/**
 * The signed-in app shell (spec section 2): the sidebar with the areas, the person's name and
 * avatar letter, the theme toggle and 'Sign out'. Fixed on wide screens; on narrow ones a
 * drawer opened by the menu button and closed by its close button, the backdrop or Escape,
 * with focus kept inside while open and returned to the menu button.
 */
export default function AppShell() {
  useTouchTargets();
  const styles = useShellStyles();
  const homeStyles = useShellHomeStyles();
  const wide = useMediaQuery(wideShellQuery);
  const [open, setOpen] = useState(false);
  // Narrow screens: the drawer (and its chunk) only once the menu button is pressed.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const { signOut } = useSession();

  const closeDrawer = () => {
    setOpen(false);
    // Back to the button that opened it (Fluent restores focus too; this covers navigation).
    requestAnimationFrame(() => menuButton.current?.focus());
  };

  const go = (event: MouseEvent<HTMLElement>, to: string) => {
    // Let the browser open a new tab or window when asked to.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    if (!wide) closeDrawer();
    // The page's code first, so the page left stays until the new one can show.
    void preloadPage(to).then(() => navigate(to));
  };

  const unsent = useOutboxItems();
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const onSignOut = () => {
    // Items logged offline and not sent yet: ask before they are discarded.
    if (unsent.length > 0) {
      setConfirmSignOut(true);
      return;
    }
    setSigningOut(true);
    void signOut();
  };
  const discardAndSignOut = () => {
    setConfirmSignOut(false);
    setSigningOut(true);
    void discardAccountOutbox()
      .catch(() => undefined)
      .finally(() => void signOut());
  };

  const drawer = (
    <LoadOnIntent active={wide || open} onClose={closeDrawer}>
      <ShellDrawer
        wide={wide}
        open={open}
        closeDrawer={closeDrawer}
        go={go}
        signingOut={signingOut}
        onSignOut={onSignOut}
      />
    </LoadOnIntent>
  );

  return (
    <div className={styles.root}>
      {wide ? (
        <div className={styles.rail} data-shell-rail>
          {drawer}
        </div>
      ) : drawerWanted ? (
        drawer
      ) : null}
      <div className={styles.content}>
        {wide ? null : (
          <header className={styles.topBar}>
            <Hamburger
              ref={menuButton}
              aria-label={shellText.openMenu}
              title={shellText.openMenu}
              aria-expanded={open}
              onPointerEnter={preloadDrawer}
              onFocus={preloadDrawer}
              onClick={() => {
                setDrawerWanted(true);
                setOpen(true);
              }}
            />
            <RouterLink
              to={paths.dashboard}
              className={mergeClasses(homeStyles.home, styles.topBarHome)}
              aria-label="Stride dashboard"
            >
              <Wordmark />
            </RouterLink>
            <UserAvatar size={32} />
          </header>
        )}
        <main className={styles.main} id="main">
          <Suspense fallback={null}>
            <Outlet />
            {/* The page has rendered: the build's stand-in for the shell steps aside. */}
            <BootShellDone />
          </Suspense>
        </main>
      </div>
      <AppToasterHost />
      {confirmSignOut ? (
        <LoadOnIntent onClose={() => setConfirmSignOut(false)}>
          <SignOutConfirm
            count={unsent.length}
            onStay={() => setConfirmSignOut(false)}
            onDiscard={discardAndSignOut}
          />
        </LoadOnIntent>
      ) : null}
    </div>
  );
}
