import { LockClosedRegular } from '@fluentui/react-icons/svg/lock-closed';
import { PaintBrushRegular } from '@fluentui/react-icons/svg/paint-brush';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { PillRegular } from '@fluentui/react-icons/svg/pill';
import { ShieldCheckmarkRegular } from '@fluentui/react-icons/svg/shield-checkmark';
import type { ReactNode } from 'react';
import { AppearanceSection } from '../../features/settings/components/appearance-section';
import { PrivacySection } from '../../features/settings/components/privacy-section';
import { ProfileSection } from '../../features/settings/components/profile-section';
import { SecuritySection } from '../../features/settings/components/security-section';
import {
  SettingsLayout,
  type SettingsSection,
} from '../../features/settings/components/settings-layout';
import { TreatmentLinkCard } from '../../features/settings/components/treatment-link-card';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';

/**
 * /settings, composed from the settings feature and the theme feature's switch.
 *
 * TREATMENT SLOT: pass `treatment` to put the treatment feature's prescription form, version
 * history and pause/resume here (HRT start date is part of the prescription form). Until then
 * the section links to the Entries page, where the prescription is managed.
 */
export default function SettingsRoute({ treatment }: { treatment?: ReactNode }) {
  const sections: SettingsSection[] = [
    { id: 'profile', icon: PersonRegular, content: <ProfileSection /> },
    { id: 'treatment', icon: PillRegular, content: treatment ?? <TreatmentLinkCard /> },
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
