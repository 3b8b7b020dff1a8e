import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router-dom';
import { Wordmark } from '../../../components/wordmark';
import { landingSections, paths } from '../../../config/paths';
import { scrollToSection } from '../scroll-to-section';
import { useLandingLayoutStyles } from './landing-layout-styles';

const useStyles = makeStyles({
  footer: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  top: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1.4fr) repeat(3, minmax(0, 1fr))',
    gap: 'clamp(24px, 4vw, 48px)',
    paddingBlock: 'clamp(40px, 6vw, 64px) clamp(24px, 4vw, 40px)',
    '@media (min-width: 480px) and (max-width: 799px)': {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    },
    '@media (max-width: 479px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  brand: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    alignContent: 'start',
    '@media (max-width: 799px)': { gridColumn: '1 / -1' },
  },
  blurb: {
    margin: 0,
    maxWidth: '22rem',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    lineHeight: 1.6,
  },
  heading: {
    margin: `0 0 ${tokens.spacingVerticalM}`,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  list: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  link: {
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusSmall,
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
  },
  bottom: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  crisis: { margin: 0, maxWidth: '40rem' },
  copyright: { margin: 0 },
  strong: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
});

/**
 * Footer: every link leads somewhere real: the features, Security, the Help Center, Privacy,
 * Login and Terms (the prototype's Pricing, API and Community placeholders are gone: there is
 * nothing honest to put behind them yet).
 */
export function LandingFooter() {
  const styles = useStyles();
  const layout = useLandingLayoutStyles();
  const linkClass = mergeClasses(styles.link, layout.focusRing);
  const page = (label: string, to: string) => (
    <li key={label}>
      <RouterLink className={linkClass} to={to}>
        {label}
      </RouterLink>
    </li>
  );
  return (
    <footer className={styles.footer}>
      <div className={mergeClasses(layout.container, styles.top)}>
        <div className={styles.brand}>
          <Wordmark />
          <p className={styles.blurb}>
            Injection tracking, a private journal and a kind coach for trans men on testosterone.
          </p>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className={styles.heading}>
            Product
          </h2>
          <ul className={styles.list}>
            <li>
              <a
                className={linkClass}
                href={`#${landingSections.features}`}
                onClick={(event) => {
                  event.preventDefault();
                  scrollToSection(landingSections.features);
                }}
              >
                Features
              </a>
            </li>
            {page('Security', paths.security)}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            Support
          </h2>
          <ul className={styles.list}>
            {page('Help Center', paths.help)}
            {page('Privacy', paths.privacy)}
          </ul>
        </nav>
        <nav aria-labelledby="footer-account">
          <h2 id="footer-account" className={styles.heading}>
            Account
          </h2>
          <ul className={styles.list}>
            <li>
              <RouterLink className={linkClass} to={paths.login}>
                Login
              </RouterLink>
            </li>
            <li>
              <RouterLink className={linkClass} to={paths.terms}>
                Terms
              </RouterLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className={layout.container}>
        <div className={styles.bottom}>
          <p className={styles.crisis}>
            <span className={styles.strong}>In crisis?</span> Call or text 988 (US, 24/7), text HOME
            to 741741, or call 911 if you are in immediate danger.
          </p>
          <p className={styles.copyright}>© {new Date().getFullYear()} Stride</p>
        </div>
      </div>
    </footer>
  );
}
