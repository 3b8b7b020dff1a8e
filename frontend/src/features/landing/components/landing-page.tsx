import { makeStyles } from '@fluentui/react-components';
import { useEffect, type ReactNode } from 'react';
import { AboutSection } from './about-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { StatsStrip } from './stats-strip';
import { WaitlistSection } from './waitlist-section';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', flexGrow: 1, overflowX: 'clip' },
  main: { flexGrow: 1 },
});

/**
 * The signed-out landing page. The theme toggle and the waitlist form come from their own
 * features, composed by the route.
 */
export function LandingPage({
  themeToggle,
  waitlistForm,
}: {
  themeToggle: ReactNode;
  waitlistForm: ReactNode;
}) {
  const styles = useStyles();
  useEffect(() => {
    document.title = 'Stride';
  }, []);
  return (
    <div className={styles.root}>
      <LandingHeader actions={themeToggle} />
      <main className={styles.main}>
        <HeroSection />
        <StatsStrip />
        <FeaturesSection />
        <AboutSection />
        <WaitlistSection form={waitlistForm} />
      </main>
      <LandingFooter />
    </div>
  );
}
