import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useReturnFocus } from '../../../lib/use-return-focus';
import type { Injection } from '../../../entities/injections';
import { siteLabel } from '../injection-sites';
import { treatmentText } from '../treatment-text';

/** Asks before an injection is deleted (it also leaves the adherence history). */
export function DeleteInjectionDialog({
  injection,
  when,
  onConfirm,
  onCancel,
}: {
  /** The injection to delete; the dialog is open while there is one. */
  injection: Injection | null;
  /** How the dose is named: 'Tue, May 12 at 8:30 AM'. */
  when: string;
  onConfirm: (injection: Injection) => void;
  onCancel: () => void;
}) {
  useReturnFocus(injection !== null);
  return (
    <Dialog
      open={injection !== null}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) onCancel();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{treatmentText.deleteTitle}</DialogTitle>
          <DialogContent>
            {injection
              ? `The ${injection.doseAmount} ${injection.doseUnit} dose in your ${siteLabel(injection.site).toLowerCase()} on ${when} will be removed from your log and your adherence. This cannot be undone.`
              : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              {treatmentText.cancel}
            </Button>
            <Button appearance="primary" onClick={() => injection && onConfirm(injection)}>
              {treatmentText.deleteConfirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
