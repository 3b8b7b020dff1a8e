import { PageHeader } from '../../components/page-header';
import { CirclePage } from '../../features/circle/components/circle-page';
import { pageHeaders } from './page-headers';

/** /circle: the people who support the person, and the links made for them. */
export default function CircleRoute() {
  return (
    <>
      <PageHeader title={pageHeaders.circle.title} subtitle={pageHeaders.circle.subtitle} />
      <CirclePage />
    </>
  );
}
