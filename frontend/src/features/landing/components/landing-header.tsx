import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Wordmark } from '../../../components/wordmark';
import { landingSections, paths } from '../../../config/paths';
import { useLandingLayoutStyles } from './landing-layout-styles';

export const landingNavText = {
  features: 'Features',
  about: 'About',
  joinBeta: 'Join Beta',
  login: 'Login',
} as const;

const useStyles = makeStyles({
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    backgroundColor: [
      tokens.colorNeutralBackground1,
      `color-mix(in srgb, ${tokens.colorNeutralBackground1} 86%, transparent)`,
    ],
    backdropFilter: 'saturate(180%) blur(12px)',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  bar: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    gridTemplateAreas: '"brand nav actions"',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    minHeight: '64px',
    '@media (max-width: 639px)': {
      gridTemplateColumns: '1fr auto',
      gridTemplateAreas: '"brand actions" "nav nav"',
      minHeight: '56px',
      rowGap: tokens.spacingVerticalXS,
      paddingBottom: tokens.spacingVerticalS,
    },
  },
  brand: {
    gridArea: 'brand',
    justifySelf: 'start',
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    paddingBlock: tokens.spacingVerticalS,
  },
  nav: {
    gridArea: 'nav',
    justifySelf: 'end',
    '@media (max-width: 639px)': { justifySelf: 'stretch' },
  },
  list: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    '@media (max-width: 639px)': {
      justifyContent: 'space-between',
      gap: 0,
    },
  },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '36px',
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusCircular,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    ':hover': {
      color: tokens.colorNeutralForeground1,
      backgroundColor: tokens.colorSubtleBackgroundHover,
    },
    '@media (max-width: 379px)': { paddingInline: tokens.spacingHorizontalS },
  },
  primary: {
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackground,
    ':hover': {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundHover,
    },
    ':active': { backgroundColor: tokens.colorBrandBackgroundPressed },
  },
  actions: { gridArea: 'actions', display: 'flex', alignItems: 'center' },
});

/** Sticky header: wordmark, section links, Login, and the slot for the theme toggle. */
export function LandingHeader({ actions }: { actions?: ReactNode }) {
  const styles = useStyles();
  const layout = useLandingLayoutStyles();
  const linkClass = mergeClasses(styles.link, layout.focusRing);
  return (
    <header className={styles.header}>
      <div className={mergeClasses(layout.container, styles.bar)}>
        <RouterLink
          to={paths.landing}
          className={mergeClasses(styles.brand, layout.focusRing)}
          aria-label="Stride home"
        >
          <Wordmark />
        </RouterLink>
        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.list}>
            <li>
              <a className={linkClass} href={`#${landingSections.features}`}>
                {landingNavText.features}
              </a>
            </li>
            <li>
              <a className={linkClass} href={`#${landingSections.about}`}>
                {landingNavText.about}
              </a>
            </li>
            <li>
              <a
                className={mergeClasses(linkClass, styles.primary)}
                href={`#${landingSections.waitlist}`}
              >
                {landingNavText.joinBeta}
              </a>
            </li>
            <li>
              <RouterLink className={linkClass} to={paths.login}>
                {landingNavText.login}
              </RouterLink>
            </li>
          </ul>
        </nav>
        <div className={styles.actions}>{actions}</div>
      </div>
    </header>
  );
}
