import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { describeScore, levelOf, type ScaleLevel } from '../mood-scale';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingBlock: '2px',
    paddingInline: `${tokens.spacingHorizontalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
  },
  neutral: {
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
  },
  icon: { fontSize: '18px', display: 'inline-flex' },
});

/** A stored score shown as its face (or battery) and word: 'Good', read as 'Mood: Good (4 of 5)'. */
export function ScoreBadge({
  name,
  levels,
  value,
  tone = 'brand',
  className,
}: {
  name: string;
  levels: readonly ScaleLevel[];
  value: number | null | undefined;
  tone?: 'brand' | 'neutral';
  className?: string;
}) {
  const styles = useStyles();
  const level = levelOf(levels, value);
  if (!level) return null;
  const Icon = level.icon;
  return (
    <span
      className={mergeClasses(styles.root, tone === 'neutral' && styles.neutral, className)}
      role="img"
      aria-label={describeScore(name, levels, level.value)}
    >
      <span className={styles.icon} aria-hidden="true">
        <Icon />
      </span>
      <span aria-hidden="true">{level.label}</span>
    </span>
  );
}
