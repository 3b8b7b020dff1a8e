import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useRef, useState, type ReactNode } from 'react';

/**
 * A question stacked on another dialog: narrower than the form under it, which its own backdrop
 * dims (Fluent leaves a nested dialog's backdrop transparent).
 */
export const useStackedDialogStyles = makeStyles({
  surface: { width: 'min(440px, calc(100vw - 32px))', maxWidth: '440px' },
  backdrop: { backgroundColor: tokens.colorBackgroundOverlay },
});

export const discardText = {
  title: 'Discard your changes?',
  body: 'What you typed here will be lost.',
  keep: 'Keep editing',
  discard: 'Discard',
} as const;

/**
 * 'Discard your changes?' as an alert dialog stacked on the form's dialog (render it inside the
 * form's DialogSurface). Escape and 'Keep editing' go back to the form; 'Discard' closes it.
 */
export function DiscardChangesDialog({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const styles = useStackedDialogStyles();
  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) onKeep();
      }}
    >
      <DialogSurface
        aria-describedby={undefined}
        className={styles.surface}
        backdrop={{ className: styles.backdrop }}
      >
        <DialogBody>
          <DialogTitle>{discardText.title}</DialogTitle>
          <DialogContent>{discardText.body}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onKeep}>
              {discardText.keep}
            </Button>
            <Button appearance="secondary" onClick={onDiscard}>
              {discardText.discard}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * Guards a form against losing typed text: `requestClose` closes at once when nothing changed,
 * else asks first; `question` is the dialog to render inside the form's DialogSurface. After
 * 'Keep editing', focus goes back to the field it was in.
 */
export function useDiscardGuard({ dirty, onDiscard }: { dirty: boolean; onDiscard: () => void }): {
  requestClose: () => void;
  question: ReactNode;
} {
  const [asking, setAsking] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);
  const requestClose = () => {
    if (!dirty) {
      onDiscard();
      return;
    }
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement ? active : null;
    setAsking(true);
  };
  const keep = () => {
    setAsking(false);
    const target = returnTo.current;
    requestAnimationFrame(() => {
      if (target?.isConnected) target.focus();
    });
  };
  const question = (
    <DiscardChangesDialog
      open={asking}
      onKeep={keep}
      onDiscard={() => {
        setAsking(false);
        onDiscard();
      }}
    />
  );
  return { requestClose, question };
}
