import type { CrisisResourceView } from '@stride/api/contracts/ai';
import { useCallback, useState } from 'react';
import { CrisisHelpDialog } from '../../components/crisis-help-dialog';
import { PageHeader } from '../../components/page-header';
import { PhotoGallery } from '../../features/photos/components/photo-gallery';
import { pageHeaders } from './page-headers';

/**
 * /photos: the progress photos (upload with its analysis, gallery, side-by-side comparison), a
 * sidebar entry of their own. 'Need help now?' stays in the header: a photo's note is screened
 * like a chat message, and a flagged one hands its resources to the dialog.
 */
export default function PhotosRoute() {
  const [resources, setResources] = useState<CrisisResourceView[] | null>(null);
  const onCrisis = useCallback((list: CrisisResourceView[]) => setResources(list), []);
  return (
    <>
      <PageHeader
        title={pageHeaders.photos.title}
        subtitle={pageHeaders.photos.subtitle}
        actions={<CrisisHelpDialog resources={resources} />}
      />
      <PhotoGallery onCrisis={onCrisis} />
    </>
  );
}
