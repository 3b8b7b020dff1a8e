import { Dialog } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { FormDialogSurface } from '../../../components/form-dialog-surface';
import { useCommunityStyles as useStyles } from './community-styles';

/**
 * The community's one-form dialogs (report, remove, suspend): the shared form-dialog frame,
 * opened by the page rather than a trigger. Closing by Cancel, Escape or outside click calls
 * `onClose`; the fields show their own errors.
 */
export function FormDialog({
  open,
  title,
  submitLabel,
  submitDisabled,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  submitDisabled: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, d) => (d.open ? undefined : onClose())}>
      <FormDialogSurface
        submitLabel={submitLabel}
        title={title}
        onSubmit={onSubmit}
        error={null}
        pending={submitDisabled}
        contentClassName={styles.form}
      >
        {children}
      </FormDialogSurface>
    </Dialog>
  );
}
