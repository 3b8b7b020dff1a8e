import { AlertRegular } from '@fluentui/react-icons/svg/alert';
import { LockClosedRegular } from '@fluentui/react-icons/svg/lock-closed';
import { PaintBrushRegular } from '@fluentui/react-icons/svg/paint-brush';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { PillRegular } from '@fluentui/react-icons/svg/pill';
import { ShieldCheckmarkRegular } from '@fluentui/react-icons/svg/shield-checkmark';
import { makeStyles } from '@fluentui/react-components';
import { Suspense, lazy, type ReactNode } from 'react';
import { surfaceCardClassNames } from '../../components/surface-card-class-names';
import {
  SettingsLayout,
  type SettingsSection,
} from '../../features/settings/components/settings-layout';
import { TreatmentSectionCard } from '../../features/settings/components/treatment-section-card';

/*
 * One section shows at a time, so each loads when it is chosen (issue 15): a cold /settings
 * downloads the profile form, not the reminders, sessions, export or prescription code.
 */
const ProfileSection = lazy(() =>
  import('../../features/settings/components/profile-section').then((m) => ({
    default: m.ProfileSection,
  })),
);
const RemindersSection = lazy(() =>
  import('../../features/settings/components/reminders-section').then((m) => ({
    default: m.RemindersSection,
  })),
);
const AppearanceSettings = lazy(() =>
  Promise.all([
    import('../../features/settings/components/appearance-section'),
    import('../../features/theme/components/theme-toggle'),
  ]).then(([{ AppearanceSection }, { ThemeToggle }]) => ({
    default: () => (
      <AppearanceSection themeSwitch={<ThemeToggle variant="switch" size="large" />} />
    ),
  })),
);
const SecuritySection = lazy(() =>
  import('../../features/settings/components/security-section').then((m) => ({
    default: m.SecuritySection,
  })),
);
const PrivacySection = lazy(() =>
  import('../../features/settings/components/privacy-section').then((m) => ({
    default: m.PrivacySection,
  })),
);
const PrescriptionCard = lazy(() =>
  import('../../features/treatment/components/prescription-card').then((m) => ({
    default: m.PrescriptionCard,
  })),
);
const PrescriptionButton = lazy(() =>
  import('../../features/treatment/components/prescription-button').then((m) => ({
    default: m.PrescriptionButton,
  })),
);

const useStyles = makeStyles({
  /** The prescription summary reads as part of the section's card, not a card of its own. */
  prescription: {
    padding: 0,
    boxShadow: 'none',
    backgroundColor: 'transparent',
    '::after': { display: 'none' },
    // The section card already shows the pill and 'Edit prescription': no second icon or gear.
    [`& .${surfaceCardClassNames.image}, & .${surfaceCardClassNames.action}`]: { display: 'none' },
  },
});

/**
 * The Treatment section: the prescription as the dashboard shows it, the prescription form
 * (its version history, HRT start date, pause and resume live there), and where doses are kept.
 */
function TreatmentSettings() {
  const styles = useStyles();
  return (
    <TreatmentSectionCard
      prescription={<PrescriptionCard showLogButton={false} className={styles.prescription} />}
      action={<PrescriptionButton appearance="primary" />}
    />
  );
}

/**
 * /settings, composed from the settings feature and the theme feature's switch.
 *
 * The Treatment section composes the treatment feature's card and prescription form (version
 * history, HRT start date, pause and resume); `treatment` replaces it (tests, previews).
 */
export default function SettingsRoute({ treatment }: { treatment?: ReactNode }) {
  const sections: SettingsSection[] = [
    { id: 'profile', icon: PersonRegular, content: <ProfileSection /> },
    { id: 'treatment', icon: PillRegular, content: treatment ?? <TreatmentSettings /> },
    { id: 'reminders', icon: AlertRegular, content: <RemindersSection /> },
    { id: 'appearance', icon: PaintBrushRegular, content: <AppearanceSettings /> },
    { id: 'security', icon: LockClosedRegular, content: <SecuritySection /> },
    { id: 'privacy', icon: ShieldCheckmarkRegular, content: <PrivacySection /> },
  ];
  return (
    <SettingsLayout
      sections={sections.map((section) => ({
        ...section,
        content: <Suspense fallback={null}>{section.content}</Suspense>,
      }))}
    />
  );
}
