import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useStackedDialogStyles } from '../../../components/discard-changes-dialog';
import { treatmentText } from '../treatment-text';

/**
 * The double-dose guard: the server refused a dose too soon after the last one (409
 * double_dose) and its message ("You logged a dose N days ago. Log another?") is shown as sent.
 */
export function DoubleDoseDialog({
  message,
  onConfirm,
  onCancel,
}: {
  /** The server's message; the dialog is open while there is one. */
  message: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const styles = useStackedDialogStyles();
  return (
    <Dialog
      open={message !== undefined}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) onCancel();
      }}
    >
      <DialogSurface className={styles.surface} backdrop={{ className: styles.backdrop }}>
        <DialogBody>
          <DialogTitle>{treatmentText.doubleDoseTitle}</DialogTitle>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              {treatmentText.cancel}
            </Button>
            <Button appearance="primary" onClick={onConfirm}>
              {treatmentText.doubleDoseConfirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
