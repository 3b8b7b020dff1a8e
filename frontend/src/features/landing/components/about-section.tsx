import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  EyeOffRegular,
  HeartRegular,
  LockClosedRegular,
} from '@fluentui/react-icons';
import { landingSections } from '../../../config/paths';
import { useLandingLayoutStyles } from './landing-layout-styles';
import { SectionHeading } from './section-heading';

const useStyles = makeStyles({
  root: { backgroundColor: tokens.colorNeutralBackground1 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: 'clamp(32px, 6vw, 80px)',
    alignItems: 'start',
    '@media (max-width: 879px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  story: { display: 'grid', gap: tokens.spacingVerticalL },
  text: {
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: 'clamp(1rem, 0.95rem + 0.25vw, 1.125rem)',
    lineHeight: 1.7,
  },
  promise: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    padding: 'clamp(24px, 4vw, 36px)',
    borderRadius: '24px',
    backgroundColor: tokens.colorNeutralBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  promiseTitle: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  promiseTitleIcon: { color: tokens.colorBrandForeground1, fontSize: '24px' },
  list: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  itemIcon: {
    display: 'grid',
    placeItems: 'center',
    width: '40px',
    height: '40px',
    borderRadius: '12px',
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '22px',
  },
  itemTitle: {
    display: 'block',
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase400,
  },
  itemText: {
    display: 'block',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    lineHeight: 1.6,
  },
});

const promises = [
  {
    icon: LockClosedRegular,
    title: 'Your data stays yours',
    text: 'Stored in Microsoft Azure, scoped to your account and never shown to anyone you have not chosen.',
  },
  {
    icon: EyeOffRegular,
    title: 'Never sold, never tracked',
    text: 'No ads, no analytics trackers, no third-party scripts (only Google sign-in, if you use it).',
  },
  {
    icon: ArrowDownloadRegular,
    title: 'Take it with you, or erase it',
    text: 'Export everything Stride holds about you, or delete your account and all its data, at any time.',
  },
] as const;

/** Who Stride is for, and the privacy-first promise. */
export function AboutSection() {
  const styles = useStyles();
  const layout = useLandingLayoutStyles();
  return (
    <section
      id={landingSections.about}
      className={mergeClasses(styles.root, layout.section)}
      aria-labelledby="about-title"
    >
      <div className={mergeClasses(layout.container, styles.grid)}>
        <div className={styles.story}>
          <SectionHeading id="about-title" eyebrow="About" title="Made for trans men on T" />
          <p className={styles.text}>
            Weekly or every few days, intramuscular or subcutaneous: a testosterone routine is a
            long game. Stride exists so that you never miss or double a dose, always know which site
            comes next, and can see your own consistency at a glance.
          </p>
          <p className={styles.text}>
            Alongside the numbers there is room for the rest of it: a private journal of your
            transition, a coach that is kind and safe to talk to, and a clean report for your
            provider when you want one.
          </p>
        </div>
        <div className={styles.promise}>
          <h3 className={styles.promiseTitle}>
            <HeartRegular className={styles.promiseTitleIcon} aria-hidden="true" />
            Our privacy-first promise
          </h3>
          <ul className={styles.list}>
            {promises.map(({ icon: Icon, title, text }) => (
              <li key={title} className={styles.item}>
                <span className={styles.itemIcon} aria-hidden="true">
                  <Icon />
                </span>
                <span>
                  <strong className={styles.itemTitle}>{title}</strong>
                  <span className={styles.itemText}>{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
