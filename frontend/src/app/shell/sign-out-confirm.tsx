import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

export const signOutConfirmText = {
  title: (count: number) =>
    count === 1 ? 'Discard 1 unsent item?' : `Discard ${count} unsent items?`,
  body: (count: number) =>
    `${count === 1 ? 'One thing you logged' : `${count} things you logged`} on this device ${
      count === 1 ? 'has' : 'have'
    } not reached Stride yet. Signing out deletes ${count === 1 ? 'it' : 'them'} from this device. Stay signed in and ${
      count === 1 ? 'it is' : 'they are'
    } sent when you are back online.`,
  stay: 'Stay signed in',
  discard: 'Discard and sign out',
} as const;

/**
 * Sign-out with items waiting in the outbox (offline logging): asks before they are discarded.
 * An alert dialog: Escape and 'Stay signed in' keep everything.
 */
export default function SignOutConfirm({
  count,
  onStay,
  onDiscard,
}: {
  count: number;
  onStay: () => void;
  onDiscard: () => void;
}) {
  return (
    <Dialog
      open
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) onStay();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{signOutConfirmText.title(count)}</DialogTitle>
          <DialogContent>{signOutConfirmText.body(count)}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onStay}>
              {signOutConfirmText.stay}
            </Button>
            <Button appearance="secondary" onClick={onDiscard}>
              {signOutConfirmText.discard}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
