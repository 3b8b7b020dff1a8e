import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Navigation20Filled } from '@fluentui/react-icons';
import { PageHeader } from '../../components/page-header';
import { Wordmark } from '../../components/wordmark';
import { analyticsText } from '../../features/analytics/analytics-text';
import { communityText, reviewText } from '../../features/community/community-text';
import { journalText } from '../../features/journal/journal-text';
import { settingsText } from '../../features/settings/settings-text';
import { bootShellId } from '../../lib/boot-shell';
import { useDocumentStyles } from '../providers';
import { pageHeaders } from '../routes/page-headers';
import { narrowShellMedia, wideShellQuery } from './shell-layout';
import { useShellHomeStyles } from './shell-home-styles';
import { useShellStyles } from './shell-styles';

/** Each signed-in page's header as its HTML draws it (none: the shell alone). */
export const bootShellHeaders: Readonly<Record<string, { title: string; subtitle?: string }>> = {
  '/dashboard': pageHeaders.dashboard,
  '/calendar': pageHeaders.calendar,
  '/journal': { title: journalText.pageTitle, subtitle: journalText.pageSubtitle },
  '/analytics': { title: analyticsText.title, subtitle: analyticsText.subtitle },
  '/ai': pageHeaders.coach,
  '/photos': pageHeaders.photos,
  '/labs': pageHeaders.labs,
  '/community': { title: communityText.title, subtitle: communityText.subtitle },
  '/community/review': { title: reviewText.title, subtitle: reviewText.subtitle },
  '/circle': pageHeaders.circle,
  '/settings': { title: settingsText.title, subtitle: settingsText.subtitle },
};

const useStyles = makeStyles({
  /** Over the app, which starts beneath it; boot.js's attribute shows it only with a session. */
  cover: {
    position: 'fixed',
    inset: 0,
    zIndex: 1000,
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    // What FluentProvider and the app's root give the page (app/providers.tsx).
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightRegular,
    lineHeight: tokens.lineHeightBase300,
    textAlign: 'left',
  },
  /** Fluent's Hamburger as it sits in the top bar: a 32 px transparent button, a 20 px icon. */
  menu: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    fontSize: '20px',
    color: tokens.colorNeutralForeground2,
  },
  wideOnly: { [narrowShellMedia]: { display: 'none' } },
  narrowOnly: { [`@media ${wideShellQuery}`]: { display: 'none' } },
  /** Where the sidebar's header puts its wordmark (shell-drawer.tsx, Fluent's NavDrawerHeader). */
  railHome: { padding: '13px 0 0 14px' },
  avatar: {
    flexShrink: 0,
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackgroundStatic,
  },
});

/**
 * The signed-in shell as the page's HTML draws it (issue 15): the build renders this into each
 * signed-in page's file (vite.config.ts), so a signed-in visit paints the shell and the page's
 * title from the HTML and its stylesheet, before any script, instead of after the shell's code,
 * the session check and the page's code have all arrived. Same classes as the shell
 * (shell-styles.ts), so nothing moves when the app's own render replaces it
 * (lib/boot-shell.tsx). It is a picture: hidden from assistive technology and inert; the app
 * beneath announces its own loading state.
 */
export function BootShell({ path }: { path: string }) {
  useDocumentStyles();
  const styles = useStyles();
  const shell = useShellStyles();
  const home = useShellHomeStyles();
  const header = bootShellHeaders[path];
  return (
    <div id={bootShellId} className={styles.cover} aria-hidden="true" inert dir="ltr">
      <div className={shell.root}>
        <div className={mergeClasses(shell.rail, styles.wideOnly)}>
          <div className={styles.railHome} data-boot-rail>
            <span className={home.home}>
              <Wordmark />
            </span>
          </div>
        </div>
        <div className={shell.content}>
          <div className={mergeClasses(shell.topBar, styles.narrowOnly)}>
            <span className={styles.menu} data-boot-menu>
              <Navigation20Filled />
            </span>
            <span className={mergeClasses(home.home, shell.topBarHome)}>
              <Wordmark />
            </span>
            <span className={styles.avatar} />
          </div>
          <div className={shell.main}>
            {header ? <PageHeader title={header.title} subtitle={header.subtitle} picture /> : null}
          </div>
        </div>
      </div>
    </div>
  );
}
