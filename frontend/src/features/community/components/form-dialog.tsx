import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { communityText } from '../community-text';
import { useCommunityStyles as useStyles } from './community-styles';

/**
 * The frame of the community's one-form dialogs (report, remove, suspend): a title, the fields,
 * Cancel and one submit button. Closing by Escape or outside click calls `onClose`.
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => (d.open ? undefined : onClose())}>
      <DialogSurface>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>{children}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {communityText.cancel}
              </Button>
              <Button type="submit" appearance="primary" disabled={submitDisabled}>
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
