import { PageHeader } from '../../components/page-header';
import { communityText } from '../../features/community/community-text';
import { CommunityPage } from '../../features/community/components/community-page';

/** /community: the community board (issue 16), replacing the spec's placeholder. */
export default function CommunityRoute() {
  return (
    <>
      <PageHeader title={communityText.title} subtitle={communityText.subtitle} />
      <CommunityPage />
    </>
  );
}
