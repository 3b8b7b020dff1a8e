import { useAppToast } from '../../../components/app-toaster';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import type { PhotoView } from '@stride/api/contracts/ai';
import { useDeletePhoto } from '../api/delete-photo';
import { photosText } from '../photos-text';

/** 'Delete this photo?': asks before a photo is deleted for good. */
export function DeletePhotoDialog({
  photo,
  dateLabel,
  onClose,
  onDeleted,
}: {
  photo: PhotoView | null;
  dateLabel: string;
  onClose: () => void;
  onDeleted: (photo: PhotoView) => void;
}) {
  const remove = useDeletePhoto();
  const toast = useAppToast();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!photo) return;
    remove.mutate(photo.id, {
      onSuccess: () => {
        remove.reset();
        toast({ title: photosText.deletedToast });
        onDeleted(photo);
      },
    });
  };
  return (
    <ConfirmDeleteDialog
      open={photo !== null}
      title={photosText.deleteTitle}
      text={photosText.deleteText(dateLabel)}
      error={remove.isError ? photosText.deleteError : null}
      cancelLabel={photosText.cancel}
      confirmLabel={photosText.deleteConfirm}
      pendingLabel={photosText.deleting}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
