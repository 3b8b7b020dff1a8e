import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  ArrowRightRegular,
  EyeOffRegular,
  LockClosedRegular,
} from '@fluentui/react-icons';
import { landingSections } from '../../../config/paths';
import { heroTaglines, taglineRotationMs } from '../landing-content';
import { scrollToSection } from '../scroll-to-section';
import { HeroPreview } from './hero-preview';
import { useLandingLayoutStyles } from './landing-layout-styles';
import { RotatingTagline } from './rotating-tagline';

export const heroText = {
  joinWaitlist: 'Join the Waitlist',
  exploreFeatures: 'Explore Features',
} as const;

const useStyles = makeStyles({
  hero: {
    position: 'relative',
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    backgroundImage: [
      `radial-gradient(60rem 30rem at 85% -10%, ${tokens.colorBrandBackground2}, transparent 70%)`,
      `radial-gradient(44rem 28rem at 0% 20%, ${tokens.colorPaletteLightTealBackground2}, transparent 65%)`,
      `radial-gradient(40rem 20rem at 55% 115%, ${tokens.colorPalettePinkBackground2}, transparent 65%)`,
    ].join(', '),
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)',
    alignItems: 'center',
    gap: 'clamp(32px, 5vw, 72px)',
    paddingBlock: 'clamp(48px, 8vw, 112px) clamp(56px, 9vw, 120px)',
    '@media (max-width: 959px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  copy: { display: 'grid', gap: tokens.spacingVerticalXL, justifyItems: 'start' },
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  dot: {
    width: '8px',
    height: '8px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteGreenBackground3,
  },
  title: {
    margin: 0,
    color: tokens.colorNeutralForeground1,
    fontSize: 'clamp(2.5rem, 1.6rem + 4.2vw, 4.5rem)',
    lineHeight: 1.04,
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '-0.035em',
    textWrap: 'balance',
  },
  accent: { color: tokens.colorBrandForeground1 },
  lead: {
    margin: 0,
    maxWidth: '36rem',
    color: tokens.colorNeutralForeground2,
    fontSize: 'clamp(1.05rem, 1rem + 0.35vw, 1.25rem)',
    lineHeight: 1.6,
  },
  tagline: { width: '100%', maxWidth: '36rem' },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    // Stacked on a phone by adding a direction, not by switching `display`: while the page
    // hydrates, Griffel inserts the default rules again after the prerendered stylesheet, and a
    // default `display` would briefly beat this query (a layout shift Lighthouse counted).
    '@media (max-width: 479px)': { flexDirection: 'column', width: '100%' },
  },
  promises: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
  },
  promise: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  promiseIcon: { color: tokens.colorBrandForeground1, fontSize: '18px' },
});

/** The first screen: promise, rotating tagline, the two calls to action and a glimpse of the app. */
export function HeroSection() {
  const styles = useStyles();
  const layout = useLandingLayoutStyles();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={mergeClasses(layout.container, styles.grid)}>
        <div className={styles.copy}>
          <span className={styles.badge}>
            <span className={styles.dot} aria-hidden="true" />
            Private beta · made with trans men
          </span>
          <h1 id="hero-title" className={styles.title}>
            Your T journey, <span className={styles.accent}>in stride.</span>
          </h1>
          <div className={styles.tagline}>
            <RotatingTagline phrases={heroTaglines} intervalMs={taglineRotationMs} />
          </div>
          <p className={styles.lead}>
            Stride keeps your testosterone routine on track: log every dose, rotate sites, see how
            consistent you are and keep a private journal of your transition, with a coach that is
            kind, safe and yours alone.
          </p>
          <div className={styles.actions}>
            <Button
              appearance="primary"
              size="large"
              icon={<ArrowRightRegular />}
              iconPosition="after"
              onClick={() => scrollToSection(landingSections.waitlist, 'input[name="name"]')}
            >
              {heroText.joinWaitlist}
            </Button>
            <Button
              appearance="secondary"
              size="large"
              onClick={() => scrollToSection(landingSections.features)}
            >
              {heroText.exploreFeatures}
            </Button>
          </div>
          <ul className={styles.promises} aria-label="Our promises">
            <li className={styles.promise}>
              <LockClosedRegular className={styles.promiseIcon} aria-hidden="true" />
              Private by design
            </li>
            <li className={styles.promise}>
              <EyeOffRegular className={styles.promiseIcon} aria-hidden="true" />
              No ads, no tracking
            </li>
            <li className={styles.promise}>
              <ArrowDownloadRegular className={styles.promiseIcon} aria-hidden="true" />
              Export or erase anytime
            </li>
          </ul>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
