import { AlertRegular } from '@fluentui/react-icons/svg/alert';
import { LockClosedRegular } from '@fluentui/react-icons/svg/lock-closed';
import { PaintBrushRegular } from '@fluentui/react-icons/svg/paint-brush';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { PillRegular } from '@fluentui/react-icons/svg/pill';
import { ShieldCheckmarkRegular } from '@fluentui/react-icons/svg/shield-checkmark';
import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { AppearanceSection } from '../../features/settings/components/appearance-section';
import { PrivacySection } from '../../features/settings/components/privacy-section';
import { RemindersSection } from '../../features/settings/components/reminders-section';
import { ProfileSection } from '../../features/settings/components/profile-section';
import { SecuritySection } from '../../features/settings/components/security-section';
import {
  SettingsLayout,
  type SettingsSection,
} from '../../features/settings/components/settings-layout';
import { TreatmentSectionCard } from '../../features/settings/components/treatment-section-card';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { PrescriptionButton } from '../../features/treatment/components/prescription-button';
import { PrescriptionCard } from '../../features/treatment/components/prescription-card';

const useStyles = makeStyles({
  /** The prescription summary reads as part of the section's card, not a card of its own. */
  prescription: {
    padding: 0,
    boxShadow: 'none',
    backgroundColor: 'transparent',
    '::after': { display: 'none' },
    // The section card already shows the pill and 'Edit prescription': no second icon or gear.
    '& .fui-CardHeader__image, & .fui-CardHeader__action': { display: 'none' },
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
    {
      id: 'appearance',
      icon: PaintBrushRegular,
      content: <AppearanceSection themeSwitch={<ThemeToggle variant="switch" size="large" />} />,
    },
    { id: 'security', icon: LockClosedRegular, content: <SecuritySection /> },
    { id: 'privacy', icon: ShieldCheckmarkRegular, content: <PrivacySection /> },
  ];
  return <SettingsLayout sections={sections} />;
}
