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
import { useReturnFocus } from '../../../lib/use-return-focus';
import { DismissRegular } from '@fluentui/react-icons';
import type { CrisisResourceView } from '@stride/api/contracts/ai';
import { photosText } from '../photos-text';
import { PhotoGallery } from './photo-gallery';

const useStyles = makeStyles({
  surface: {
    width: 'min(1040px, calc(100vw - 32px))',
    maxWidth: 'none',
    '@media (max-width: 599px)': { padding: tokens.spacingHorizontalM },
  },
  content: { paddingTop: tokens.spacingVerticalS },
});

/**
 * The gallery in a dialog, for the dashboard's 'Photo Gallery' quick action (composed in app/):
 * `open` and `onOpenChange` are the caller's.
 */
export function PhotoGalleryDialog({
  open,
  onOpenChange,
  onCrisis,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCrisis?: (resources: CrisisResourceView[]) => void;
}) {
  const styles = useStyles();
  useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle
            action={
              <Button
                appearance="subtle"
                aria-label={photosText.close}
                icon={<DismissRegular />}
                onClick={() => onOpenChange(false)}
              />
            }
          >
            {photosText.title}
          </DialogTitle>
          <DialogContent className={styles.content}>
            {open ? <PhotoGallery onCrisis={onCrisis} /> : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => onOpenChange(false)}>
              {photosText.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
