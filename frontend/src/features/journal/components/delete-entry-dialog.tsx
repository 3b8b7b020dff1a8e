import type { Entry } from '@stride/api/contracts/journal';
import { useQueryClient } from '@tanstack/react-query';
import { useAppToast } from '../../../components/app-toaster';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { undoDeleteEntry, useDeleteEntry } from '../api/delete-entry';
import { clearEntryDraft } from '../entry-draft';
import { journalText } from '../journal-text';

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
  const remove = useDeleteEntry();
  const toast = useAppToast();
  const queryClient = useQueryClient();
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
    <ConfirmDeleteDialog
      open={entry !== null}
      title={journalText.deleteTitle}
      text={entry ? journalText.deleteText(entry.title) : null}
      error={remove.isError ? journalText.deleteError : null}
      cancelLabel={journalText.cancel}
      confirmLabel={journalText.deleteConfirm}
      pendingLabel={journalText.deleting}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={() => {
        remove.reset();
        onClose();
      }}
    />
  );
}
