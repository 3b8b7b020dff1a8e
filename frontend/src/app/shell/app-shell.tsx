import {
  Avatar,
  Button,
  Hamburger,
  NavDrawer,
  NavDrawerBody,
  NavDrawerFooter,
  NavDrawerHeader,
  NavItem,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, SignOutRegular } from '@fluentui/react-icons';
import { Suspense, lazy, useRef, useState, type MouseEvent } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { AppToaster } from '../../components/app-toaster';
import { moderatorRoleQuery } from '../../entities/community-role';
import { useTouchTargets } from '../../components/touch-targets';
import { Wordmark } from '../../components/wordmark';
import { paths } from '../../config/paths';
import { avatarLetter, displayName, useSession } from '../../lib/session/session-context';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { activeNavPath, shellNavItems, shellText } from './shell-navigation';
import { shellMainPadding, shellTopBarHeight, wideShellQuery } from './shell-layout';
import { useMediaQuery } from '../../lib/use-media-query';
import { discardAccountOutbox } from '../../lib/outbox/outbox';
import { useOutboxItems } from '../../lib/outbox/use-outbox';

const SignOutConfirm = lazy(() => import('./sign-out-confirm'));

const useStyles = makeStyles({
  root: { flexGrow: 1, display: 'flex', minHeight: '100vh' },
  drawer: {
    width: '272px',
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  /**
   * Wide screens: the sidebar's column runs the whole height of the page, however short or
   * long, with the drawer's own background and edge; the drawer itself stays in view.
   */
  rail: {
    flexShrink: 0,
    backgroundColor: tokens.colorNeutralBackground4,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  inlineDrawer: {
    borderRight: 'none',
    position: 'sticky',
    top: 0,
    height: '100vh',
    flexShrink: 0,
  },
  drawerHeader: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    paddingBlock: tokens.spacingVerticalS,
  },
  home: {
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    paddingInline: tokens.spacingHorizontalS,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  navBody: { paddingTop: tokens.spacingVerticalS },
  navItem: { minHeight: '40px', fontSize: tokens.fontSizeBase300 },
  footer: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  user: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minWidth: 0,
    paddingInline: tokens.spacingHorizontalXS,
  },
  userText: { display: 'grid', minWidth: 0 },
  userName: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  userEmail: {
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  footerActions: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  content: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  topBar: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    boxSizing: 'border-box',
    height: shellTopBarHeight,
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  topBarHome: { flexGrow: 1 },
  main: {
    flexGrow: 1,
    width: '100%',
    maxWidth: '72rem',
    margin: '0 auto',
    padding: `${shellMainPadding} clamp(16px, 4vw, 48px)`,
  },
});

function UserAvatar({ size }: { size: 32 | 36 }) {
  const { user } = useSession();
  return <Avatar aria-hidden="true" initials={avatarLetter(user)} color="brand" size={size} />;
}

/**
 * The signed-in app shell (spec section 2): the sidebar with the areas, the person's name and
 * avatar letter, the theme toggle and 'Sign out'. Fixed on wide screens; on narrow ones a
 * drawer opened by the menu button and closed by its close button, the backdrop or Escape,
 * with focus kept inside while open and returned to the menu button.
 */
export default function AppShell() {
  useTouchTargets();
  const styles = useStyles();
  const wide = useMediaQuery(wideShellQuery);
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  const name = displayName(user);
  const { data: moderator = false } = useQuery(moderatorRoleQuery);

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
    void navigate(to);
    if (!wide) closeDrawer();
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
    <NavDrawer
      type={wide ? 'inline' : 'overlay'}
      open={wide || open}
      onOpenChange={(_, data) => {
        if (!data.open) closeDrawer();
      }}
      selectedValue={activeNavPath(pathname) ?? ''}
      className={mergeClasses(styles.drawer, wide && styles.inlineDrawer)}
      aria-label={shellText.navLabel}
    >
      <NavDrawerHeader>
        <div className={styles.drawerHeader}>
          <RouterLink
            to={paths.dashboard}
            className={styles.home}
            aria-label="Stride dashboard"
            onClick={(event) => go(event, paths.dashboard)}
          >
            <Wordmark />
          </RouterLink>
          {wide ? null : (
            <Button
              appearance="subtle"
              icon={<DismissRegular />}
              aria-label={shellText.closeMenu}
              title={shellText.closeMenu}
              onClick={closeDrawer}
            />
          )}
        </div>
      </NavDrawerHeader>
      <NavDrawerBody className={styles.navBody}>
        {shellNavItems
          .filter((item) => !item.moderatorOnly || moderator)
          .map(({ to, label, icon: Icon }) => (
            <NavItem
              key={to}
              as="a"
              href={to}
              value={to}
              icon={<Icon />}
              className={styles.navItem}
              onClick={(event) => go(event, to)}
            >
              {label}
            </NavItem>
          ))}
      </NavDrawerBody>
      <NavDrawerFooter className={styles.footer}>
        <div className={styles.user}>
          <UserAvatar size={36} />
          <div className={styles.userText}>
            <span className={styles.userName}>{name}</span>
            {user?.email ? <span className={styles.userEmail}>{user.email}</span> : null}
          </div>
        </div>
        <div className={styles.footerActions}>
          <Button
            appearance="subtle"
            icon={<SignOutRegular />}
            disabled={signingOut}
            onClick={onSignOut}
          >
            {signingOut ? shellText.signingOut : shellText.signOut}
          </Button>
          <ThemeToggle showLabel />
        </div>
      </NavDrawerFooter>
    </NavDrawer>
  );

  return (
    <div className={styles.root}>
      {wide ? (
        <div className={styles.rail} data-shell-rail>
          {drawer}
        </div>
      ) : (
        drawer
      )}
      <div className={styles.content}>
        {wide ? null : (
          <header className={styles.topBar}>
            <Hamburger
              ref={menuButton}
              aria-label={shellText.openMenu}
              title={shellText.openMenu}
              aria-expanded={open}
              onClick={() => setOpen(true)}
            />
            <RouterLink
              to={paths.dashboard}
              className={mergeClasses(styles.home, styles.topBarHome)}
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
          </Suspense>
        </main>
      </div>
      <AppToaster />
      {confirmSignOut ? (
        <Suspense fallback={null}>
          <SignOutConfirm
            count={unsent.length}
            onStay={() => setConfirmSignOut(false)}
            onDiscard={discardAndSignOut}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
