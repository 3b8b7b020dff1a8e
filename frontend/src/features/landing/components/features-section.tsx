import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AlertOnRegular, PhoneRegular, WifiOffRegular } from '@fluentui/react-icons';
import { landingSections } from '../../../config/paths';
import { features } from '../landing-content';
import { FeatureCard } from './feature-card';
import { useLandingLayoutStyles } from './landing-layout-styles';
import { SectionHeading } from './section-heading';

const useStyles = makeStyles({
  root: { backgroundColor: tokens.colorNeutralBackground2 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: 'clamp(16px, 2vw, 24px)',
    margin: 0,
    marginTop: 'clamp(32px, 5vw, 56px)',
    padding: 0,
    listStyleType: 'none',
    '@media (min-width: 600px) and (max-width: 959px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
    '@media (max-width: 599px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  pwa: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXL,
    marginTop: 'clamp(24px, 3vw, 32px)',
    padding: 'clamp(20px, 3vw, 28px)',
    borderRadius: '20px',
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorBrandBackground2,
    '@media (max-width: 719px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      justifyItems: 'start',
      gap: tokens.spacingVerticalM,
    },
  },
  pwaIcon: {
    display: 'grid',
    placeItems: 'center',
    width: '56px',
    height: '56px',
    borderRadius: '16px',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: '28px',
  },
  pwaTitle: {
    margin: 0,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  pwaText: {
    margin: `${tokens.spacingVerticalXS} 0 0`,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    lineHeight: 1.6,
  },
  pwaPoints: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: `${tokens.spacingVerticalS} 0 0`,
    padding: 0,
    listStyleType: 'none',
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  pwaPoint: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  pwaPointIcon: { color: tokens.colorBrandForeground1, fontSize: '18px' },
  soon: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
  },
});

/** Six feature cards, then the app-on-your-phone promise (coming soon). */
export function FeaturesSection() {
  const styles = useStyles();
  const layout = useLandingLayoutStyles();
  return (
    <section
      id={landingSections.features}
      className={mergeClasses(styles.root, layout.section)}
      aria-labelledby="features-title"
    >
      <div className={layout.container}>
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything your routine needs"
          centered
        >
          From the first dose you log to the report you hand your provider, Stride takes the
          bookkeeping off your mind so you can get on with your life.
        </SectionHeading>
        <ul className={styles.grid}>
          {features.map((feature) => (
            <li key={feature.title}>
              <FeatureCard feature={feature} />
            </li>
          ))}
        </ul>
        <div className={styles.pwa}>
          <span className={styles.pwaIcon} aria-hidden="true">
            <PhoneRegular />
          </span>
          <div>
            <h3 id="pwa-title" className={styles.pwaTitle}>
              Stride on your home screen
            </h3>
            <p className={styles.pwaText}>
              Install Stride as an app on your phone or computer, no app store needed.
            </p>
            <ul className={styles.pwaPoints}>
              <li className={styles.pwaPoint}>
                <WifiOffRegular className={styles.pwaPointIcon} aria-hidden="true" />
                Works offline
              </li>
              <li className={styles.pwaPoint}>
                <AlertOnRegular className={styles.pwaPointIcon} aria-hidden="true" />
                Push notification reminders
              </li>
            </ul>
          </div>
          <span className={styles.soon}>Coming soon</span>
        </div>
      </div>
    </section>
  );
}
