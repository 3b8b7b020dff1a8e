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
import { HeartRegular } from '@fluentui/react-icons';
import type { CrisisResourceView } from '@stride/api/contracts/ai';
import { CrisisResourceList, fallbackCrisisResources } from './crisis-resources';

export const crisisHelpText = {
  open: 'Need help now?',
  title: 'Need help now?',
  intro:
    "You don't have to carry this alone. These people are free, confidential and ready to listen, any time.",
  emergency: 'If you are in immediate danger, call 911.',
  close: 'Close',
} as const;

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
 * 'Need help now?': a button that is always on the page, opening the crisis resources. Shows
 * the server's list when a crisis reply carried one, else the copy the front end keeps.
 */
export function CrisisHelpDialog({
  resources,
}: {
  resources?: readonly CrisisResourceView[] | null | undefined;
}) {
  const styles = useStyles();
  const list = resources && resources.length > 0 ? resources : fallbackCrisisResources;
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="secondary" icon={<HeartRegular />}>
          {crisisHelpText.open}
        </Button>
      </DialogTrigger>
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
