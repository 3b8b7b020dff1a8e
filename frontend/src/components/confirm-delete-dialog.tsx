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
import type { ReactNode } from 'react';
import { useReturnFocus } from '../lib/use-return-focus';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  text: { margin: 0, overflowWrap: 'anywhere' },
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    ':hover': { backgroundColor: tokens.colorStatusDangerBackground3Hover },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerBackground3Pressed },
  },
});

/**
 * 'Delete this …?': an alert dialog with what will be deleted, the error if deleting failed,
 * Cancel and a red confirm button. Focus goes back where it was when it closes; `onClose`
 * runs on Cancel, Escape and outside clicks. With `tone="plain"`, the same question before
 * something that is not a deletion (the community's 'Block this member?'): a modal dialog and
 * the usual primary button.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  text,
  error,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onClose,
  tone = 'danger',
}: {
  open: boolean;
  title: string;
  text: ReactNode;
  /** Shown in an alert when set. */
  error: string | null;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's label while deleting. */
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  tone?: 'danger' | 'plain';
}) {
  const styles = useStyles();
  useReturnFocus(open);
  return (
    <Dialog
      modalType={tone === 'danger' ? 'alert' : 'modal'}
      open={open}
      onOpenChange={(_, data) => {
        if (!data.open) onClose();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <p className={styles.text}>{text}</p>
            {error ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {cancelLabel}
            </Button>
            <Button
              appearance="primary"
              className={tone === 'danger' ? styles.danger : undefined}
              disabled={pending}
              onClick={onConfirm}
            >
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
