import { PageHeader } from '../../components/page-header';
import { reviewText } from '../../features/community/community-text';
import { ReviewPage } from '../../features/community/components/review-page';

/** /community/review: the moderators' queue (the API answers 403 to everyone else). */
export default function CommunityReviewRoute() {
  return (
    <>
      <PageHeader title={reviewText.title} subtitle={reviewText.subtitle} />
      <ReviewPage />
    </>
  );
}
