import { makeStyles, tokens } from '@fluentui/react-components';
import { shellMainPadding, shellTopBarHeight } from './shell-layout';

/**
 * The signed-in shell's layout (app-shell.tsx), shared with its stand-in in each signed-in
 * page's HTML (boot-shell.tsx), so the two draw the top bar, the sidebar's column and the page's
 * header in the same places.
 */
export const useShellStyles = makeStyles({
  root: { flexGrow: 1, display: 'flex', minHeight: '100vh' },
  /**
   * Wide screens: the sidebar's column runs the whole height of the page, however short or
   * long, with the drawer's own background and edge; the drawer itself stays in view.
   */
  rail: {
    flexShrink: 0,
    // The sidebar's width while its chunk loads (the drawer's 272 px, the edge outside it):
    // nothing moves when it arrives.
    boxSizing: 'content-box',
    minWidth: '272px',
    backgroundColor: tokens.colorNeutralBackground4,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
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
