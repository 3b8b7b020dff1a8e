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
import type { Achievement, Dashboard } from '../../../entities/dashboard';
import { AchievementList } from './achievements-section';
import { formatNumber } from '../../../lib/format-number';

const useStyles = makeStyles({
  surface: { width: 'min(760px, calc(100vw - 24px))', maxWidth: 'none' },
  content: { display: 'grid', gap: tokens.spacingVerticalL },
  summary: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
  },
  strong: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** 'View All Achievements': all six, locked and unlocked. */
export function AllAchievementsDialog({
  open,
  onOpenChange,
  achievements,
  stats,
  zone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  achievements: readonly Achievement[];
  stats: Dashboard['stats'];
  zone: string;
}) {
  const styles = useStyles();
  const unlocked = achievements.filter((a) => a.unlocked);
  const earned = unlocked.reduce((sum, a) => sum + a.xpReward, 0);
  useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle
            action={
              <Button
                appearance="subtle"
                aria-label="Close"
                icon={<DismissRegular />}
                onClick={() => onOpenChange(false)}
              />
            }
          >
            All Achievements
          </DialogTitle>
          <DialogContent className={styles.content}>
            <p className={styles.summary}>
              <span className={styles.strong}>
                {unlocked.length} of {achievements.length}
              </span>{' '}
              unlocked · <span className={styles.strong}>{formatNumber(earned)} XP</span> earned
              from achievements
            </p>
            <AchievementList achievements={achievements} stats={stats} zone={zone} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => onOpenChange(false)}>
              Done
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
