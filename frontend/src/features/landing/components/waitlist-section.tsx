import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkFilled } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { landingSections } from '../../../config/paths';
import { useLandingLayoutStyles } from './landing-layout-styles';

const useStyles = makeStyles({
  root: { backgroundColor: tokens.colorNeutralBackground2 },
  panel: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 26rem)',
    gap: 'clamp(28px, 5vw, 64px)',
    alignItems: 'center',
    padding: 'clamp(24px, 5vw, 64px)',
    borderRadius: '28px',
    backgroundColor: tokens.colorBrandBackground,
    backgroundImage: [
      `radial-gradient(30rem 20rem at 0% 0%, ${tokens.colorBrandBackgroundHover}, transparent 70%)`,
      `linear-gradient(135deg, ${tokens.colorBrandBackgroundPressed}, ${tokens.colorBrandBackground})`,
    ].join(', '),
    color: tokens.colorNeutralForegroundOnBrand,
    boxShadow: tokens.shadow28,
    '@media (max-width: 879px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    '@media (max-width: 479px)': { borderRadius: '20px', padding: '20px' },
  },
  copy: { display: 'grid', gap: tokens.spacingVerticalL },
  eyebrow: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
  },
  title: {
    margin: 0,
    fontSize: 'clamp(1.75rem, 1.2rem + 2.2vw, 2.75rem)',
    lineHeight: 1.15,
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '-0.025em',
  },
  text: { margin: 0, fontSize: 'clamp(1rem, 0.95rem + 0.25vw, 1.125rem)', lineHeight: 1.6 },
  list: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  check: {
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralForegroundOnBrand,
    color: tokens.colorBrandForegroundOnLight,
    fontSize: '14px',
  },
  card: {
    padding: 'clamp(20px, 4vw, 32px)',
    borderRadius: '20px',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow16,
  },
});

const perks = [
  'Early access before the public launch',
  'Shape the features with the team',
  'Private from day one',
];

/** The waitlist call to action; the form itself comes from the waitlist feature. */
export function WaitlistSection({ form }: { form: ReactNode }) {
  const styles = useStyles();
  const layout = useLandingLayoutStyles();
  return (
    <section
      id={landingSections.waitlist}
      className={mergeClasses(styles.root, layout.section)}
      aria-labelledby="waitlist-title"
    >
      <div className={layout.container}>
        <div className={styles.panel}>
          <div className={styles.copy}>
            <p className={styles.eyebrow}>Join Beta</p>
            <h2 id="waitlist-title" className={styles.title}>
              Be first to try Stride
            </h2>
            <p className={styles.text}>
              We are opening Stride to a small group of beta testers first. Leave your name and
              email and we will let you know the moment your spot is ready.
            </p>
            <ul className={styles.list}>
              {perks.map((perk) => (
                <li key={perk} className={styles.item}>
                  <span className={styles.check} aria-hidden="true">
                    <CheckmarkFilled />
                  </span>
                  {perk}
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.card}>{form}</div>
        </div>
      </div>
    </section>
  );
}
