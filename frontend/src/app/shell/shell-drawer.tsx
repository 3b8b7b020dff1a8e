import {
  Button,
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
import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { moderatorRoleQuery } from '../../entities/community-role';
import { Wordmark } from '../../components/wordmark';
import { paths } from '../../config/paths';
import { displayName, useSession } from '../../lib/session/session-context';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { useShellHomeStyles } from './shell-home-styles';
import { activeNavPath, shellNavItems, shellText } from './shell-navigation';
import { UserAvatar } from './user-avatar';

const useStyles = makeStyles({
  drawer: {
    width: '272px',
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
});

export interface ShellDrawerProps {
  wide: boolean;
  open: boolean;
  closeDrawer: () => void;
  go: (event: MouseEvent<HTMLElement>, to: string) => void;
  signingOut: boolean;
  onSignOut: () => void;
}

/**
 * The shell's sidebar (spec section 2): the areas, the person's name and avatar letter, the
 * theme toggle and 'Sign out'. Its own chunk (issue 15): on wide screens it loads with the
 * shell; on narrow ones, where it is a drawer, when the menu button is reached or pressed.
 */
export default function ShellDrawer({
  wide,
  open,
  closeDrawer,
  go,
  signingOut,
  onSignOut,
}: ShellDrawerProps) {
  const styles = useStyles();
  const homeStyles = useShellHomeStyles();
  const { pathname } = useLocation();
  const { user } = useSession();
  const name = displayName(user);
  const { data: moderator = false } = useQuery(moderatorRoleQuery);

  return (
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
            className={homeStyles.home}
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
}
