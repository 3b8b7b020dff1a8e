import { makeStyles, tokens } from '@fluentui/react-components';
import { StarFilled } from '@fluentui/react-icons';
import { StatusBadge } from '../../../components/status-badge';
import { formatNumber } from '../../../lib/format-number';

const useStyles = makeStyles({
  badge: {
    paddingInline: tokens.spacingHorizontalM,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
});

/** The header badge: 'Level L • XP' (for example 'Level 6 • 2,100 XP'). */
export function LevelBadge({ level, xp }: { level: number; xp: number }) {
  const styles = useStyles();
  return (
    <StatusBadge
      className={styles.badge}
      size="extra-large"
      appearance="filled"
      color="brand"
      shape="rounded"
      icon={<StarFilled />}
      data-testid="level-badge"
    >
      {`Level ${level} • ${formatNumber(xp)} XP`}
    </StatusBadge>
  );
}
