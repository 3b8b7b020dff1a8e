import { ProgressBar, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, TargetArrowRegular } from '@fluentui/react-icons';
import type { WeeklyGoal } from '../../../entities/dashboard';
import { communityHint } from '../achievement-hints';
import { DashboardCard } from './dashboard-card';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalM,
  },
  goal: { display: 'grid', gap: tokens.spacingVerticalXS },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalS,
  },
  label: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
  },
  check: { color: tokens.colorPaletteGreenForeground1, fontSize: '16px', flexShrink: 0 },
  count: {
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    fontVariantNumeric: 'tabular-nums',
  },
  doneCount: { color: tokens.colorPaletteGreenForeground1 },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
  hint: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

/** 'Weekly Goals': this week's goals (Sunday to Saturday), each with its progress. */
export function WeeklyGoalsCard({
  goals,
  completed,
  total,
}: {
  goals: readonly WeeklyGoal[];
  completed: number;
  total: number;
}) {
  const styles = useStyles();
  return (
    <DashboardCard
      title="Weekly Goals"
      icon={<TargetArrowRegular />}
      description={`${completed} of ${total} complete this week`}
    >
      {goals.length === 0 ? (
        <p className={styles.empty}>No goals this week yet.</p>
      ) : (
        <ul className={styles.list}>
          {goals.map((goal) => (
            <li key={goal.id} className={styles.goal} data-goal={goal.id}>
              <div className={styles.row}>
                <span className={styles.label}>
                  {goal.completed ? (
                    <CheckmarkCircleFilled className={styles.check} aria-label="Complete" />
                  ) : null}
                  {goal.label}
                </span>
                <span className={mergeClasses(styles.count, goal.completed && styles.doneCount)}>
                  {goal.progress}/{goal.target}
                </span>
              </div>
              {goal.id === 'community' && !goal.completed ? (
                <p className={styles.hint}>{communityHint}</p>
              ) : null}
              <ProgressBar
                value={goal.target > 0 ? Math.min(goal.progress / goal.target, 1) : 0}
                color={goal.completed ? 'success' : 'brand'}
                thickness="medium"
                shape="rounded"
                aria-label={`${goal.label}: ${goal.progress} of ${goal.target}`}
              />
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
