import { lazy, Suspense } from 'react';
import { LandingPage } from '../../features/landing/components/landing-page';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { onIntent } from '../../lib/on-intent';

// Below the fold: the form's code (Fluent's Input and Field) loads on the visitor's first
// scroll, touch or key press; the prerendered form shows meanwhile (issue 15).
const WaitlistForm = lazy(() =>
  onIntent()
    .then(() => import('../../features/waitlist/components/waitlist-form'))
    .then((m) => ({ default: m.WaitlistForm })),
);

/** The landing page, composed with the features it shows (features never import each other). */
export default function LandingRoute() {
  return (
    <LandingPage
      themeToggle={<ThemeToggle />}
      waitlistForm={
        <Suspense fallback={null}>
          <WaitlistForm />
        </Suspense>
      }
    />
  );
}
