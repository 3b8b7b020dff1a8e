import { LandingPage } from '../../features/landing/components/landing-page';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { WaitlistForm } from '../../features/waitlist/components/waitlist-form';

/** The landing page, composed with the features it shows (features never import each other). */
export default function LandingRoute() {
  return <LandingPage themeToggle={<ThemeToggle />} waitlistForm={<WaitlistForm />} />;
}
