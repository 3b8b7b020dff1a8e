import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { AppLink } from '../../components/app-link';
import { SimplePage } from '../../components/simple-page';
import { StrideMark } from '../../components/wordmark';
import { paths } from '../../config/paths';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    justifyItems: 'center',
    gap: tokens.spacingVerticalL,
    textAlign: 'center',
    paddingBlock: 'clamp(16px, 6vw, 48px)',
  },
  mark: { width: '56px', height: '56px' },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '-0.02em',
    color: tokens.colorNeutralForeground1,
    outlineStyle: 'none',
  },
  text: {
    margin: 0,
    maxWidth: '34rem',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground2,
  },
  small: {
    margin: 0,
    maxWidth: '34rem',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground3,
  },
  home: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

export const goodbyeText = {
  title: 'Your account has been deleted',
  body: 'Your profile, prescription, doses, check-ins, journal, photos and coach conversations are gone from Stride, and every device that was signed in has been signed out.',
  note: 'If you downloaded your data, that copy is yours alone. Take care of yourself.',
  home: 'Back to the Stride home page',
} as const;

/** /goodbye: where erasing the account lands (open to everyone: the session is gone). */
export default function GoodbyeRoute() {
  const styles = useStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page replaced a dialog: move focus to its heading so screen readers announce it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <SimplePage title="Account deleted" headerActions={<ThemeToggle />}>
      <section className={styles.root}>
        <StrideMark className={styles.mark} />
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {goodbyeText.title}
        </h1>
        <p className={styles.text}>{goodbyeText.body}</p>
        <p className={styles.small}>{goodbyeText.note}</p>
        <AppLink to={paths.landing} className={styles.home}>
          {goodbyeText.home}
        </AppLink>
      </section>
    </SimplePage>
  );
}
