import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { CrisisResourceView } from '@stride/api/contracts/ai';
import { useReturnFocus } from '../lib/use-return-focus';
import { crisisHelpText } from './crisis-help-dialog';
import { CrisisResourceList, fallbackCrisisResources } from './crisis-resources';

const useStyles = makeStyles({
  surface: { maxWidth: '560px' },
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  intro: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground2,
  },
  emergency: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
});

/**
 * The 'Need help now?' dialog itself, loaded when its button is first reached or pressed
 * (crisis-help-dialog.tsx). Shows the server's list when a crisis reply carried one, else the
 * copy the front end keeps.
 */
export function CrisisHelpSurface({
  resources,
  open,
  onOpenChange,
}: {
  resources?: readonly CrisisResourceView[] | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const styles = useStyles();
  useReturnFocus(open);
  const list = resources && resources.length > 0 ? resources : fallbackCrisisResources;
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{crisisHelpText.title}</DialogTitle>
          <DialogContent className={styles.content}>
            <p className={styles.intro}>
              {crisisHelpText.intro}{' '}
              <span className={styles.emergency}>{crisisHelpText.emergency}</span>
            </p>
            <CrisisResourceList resources={list} headingLevel={3} />
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="primary">{crisisHelpText.close}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
