import { BookOpenRegular } from '@fluentui/react-icons';
import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';

export default function JournalRoute() {
  return (
    <>
      <PageHeader title="Journal" subtitle="A private place for your transition story" />
      <ComingSoon
        icon={BookOpenRegular}
        text="Journal page coming soon..."
        detail="Write entries, tag them and search them. Only you can read them."
      />
    </>
  );
}
