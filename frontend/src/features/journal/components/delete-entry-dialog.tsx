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
import type { Entry } from '@stride/api/contracts/journal';
import { useQueryClient } from '@tanstack/react-query';
import { useAppToast } from '../../../components/app-toaster';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { undoDeleteEntry, useDeleteEntry } from '../api/delete-entry';
import { clearEntryDraft } from '../entry-draft';
import { journalText } from '../journal-text';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  text: { margin: 0, overflowWrap: 'anywhere' },
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    ':hover': { backgroundColor: tokens.colorStatusDangerBackground3Hover },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerBackground3Pressed },
  },
});

/** 'Delete this entry?': asks before an entry is deleted (the toast after it offers Undo). */
export function DeleteEntryDialog({
  entry,
  onClose,
  onDeleted,
}: {
  entry: Entry | null;
  onClose: () => void;
  onDeleted: (entry: Entry) => void;
}) {
  const styles = useStyles();
  const remove = useDeleteEntry();
  const toast = useAppToast();
  const queryClient = useQueryClient();
  useReturnFocus(entry !== null);
  const confirm = () => {
    if (!entry) return;
    remove.mutate(entry.id, {
      onSuccess: (restoreToken) => {
        clearEntryDraft(entry.id);
        toast({
          title: journalText.deleted,
          undo: restoreToken
            ? {
                run: () => undoDeleteEntry(queryClient, entry, restoreToken),
                done: journalText.restored,
              }
            : undefined,
        });
        remove.reset();
        onDeleted(entry);
      },
    });
  };
  return (
    <Dialog
      modalType="alert"
      open={entry !== null}
      onOpenChange={(_, data) => {
        if (!data.open) {
          remove.reset();
          onClose();
        }
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{journalText.deleteTitle}</DialogTitle>
          <DialogContent className={styles.content}>
            <p className={styles.text}>{entry ? journalText.deleteText(entry.title) : null}</p>
            {remove.isError ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{journalText.deleteError}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="secondary"
              onClick={() => {
                remove.reset();
                onClose();
              }}
            >
              {journalText.cancel}
            </Button>
            <Button
              appearance="primary"
              className={styles.danger}
              disabled={remove.isPending}
              onClick={confirm}
            >
              {remove.isPending ? journalText.deleting : journalText.deleteConfirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
