import { PageHeader } from '../../components/page-header';
import { CirclePage } from '../../features/circle/components/circle-page';

/** /circle: the people who support the person, and the links made for them. */
export default function CircleRoute() {
  return (
    <>
      <PageHeader
        title="Support circle"
        subtitle="Share read-only links with friends, family, partners or providers: you choose what each one shows, for how long, and you can turn it off at any time"
      />
      <CirclePage />
    </>
  );
}
