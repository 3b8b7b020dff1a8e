import { SettingsRegular } from '@fluentui/react-icons';
import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';

export default function SettingsRoute() {
  return (
    <>
      <PageHeader title="Settings" subtitle="Your profile, privacy and preferences" />
      <ComingSoon
        icon={SettingsRegular}
        text="Settings page coming soon..."
        detail="Edit your name and pronouns, your time zone, and export or erase your data."
      />
    </>
  );
}
