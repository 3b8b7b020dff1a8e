import { PeopleCommunityRegular } from '@fluentui/react-icons';
import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';

export default function CommunityRoute() {
  return (
    <>
      <PageHeader title="Community" subtitle="Your support circle" />
      <ComingSoon
        icon={PeopleCommunityRegular}
        text="Community page coming soon..."
        detail="Share milestones with the friends, family and providers you choose."
      />
    </>
  );
}
