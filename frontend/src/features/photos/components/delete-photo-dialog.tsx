import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useAppToast } from '../../../components/app-toaster';
import { useReturnFocus } from '../../../lib/use-return-focus';
import type { PhotoView } from '@stride/api/contracts/ai';
import { useDeletePhoto } from '../api/delete-photo';
import { photosText } from '../photos-text';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  text: { margin: 0 },
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    ':hover': { backgroundColor: tokens.colorStatusDangerBackground3Hover },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerBackground3Pressed },
  },
});

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
  const styles = useStyles();
  const remove = useDeletePhoto();
  const toast = useAppToast();
  useReturnFocus(photo !== null);
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
    <Dialog
      modalType="alert"
      open={photo !== null}
      onOpenChange={(_, data) => {
        if (!data.open) close();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{photosText.deleteTitle}</DialogTitle>
          <DialogContent className={styles.content}>
            <p className={styles.text}>{photosText.deleteText(dateLabel)}</p>
            {remove.isError ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{photosText.deleteError}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close}>
              {photosText.cancel}
            </Button>
            <Button
              appearance="primary"
              className={styles.danger}
              disabled={remove.isPending}
              onClick={confirm}
            >
              {remove.isPending ? photosText.deleting : photosText.deleteConfirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
