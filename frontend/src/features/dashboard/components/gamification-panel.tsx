import { makeStyles, tokens } from '@fluentui/react-components';
import { SparkleRegular } from '@fluentui/react-icons';
import type { Dashboard } from '../../../entities/dashboard';
import { AchievementsSection } from './achievements-section';
import { DailyTasksList, type DailyTaskAction } from './daily-tasks-list';
import { DashboardCard } from './dashboard-card';
import { LevelCard } from './level-card';
import { StreakAdherenceBanner } from './streak-adherence-banner';

const useStyles = makeStyles({
  divider: {
    height: tokens.strokeWidthThin,
    margin: 0,
    border: 'none',
    backgroundColor: tokens.colorNeutralStroke2,
  },
});

/** Where the 'Daily Goals' quick action moves focus. */
export const dailyTasksHeadingId = 'dashboard-daily-tasks';

/**
 * The gamification panel (spec): the level card, today's daily tasks, the first four
 * achievements with 'View All Achievements', and the streak and adherence banner. `parts`
 * (default all three) shows the first of them only: the level and tasks, then the
 * achievements, then the banner; the dashboard renders them a task apart (issue 15).
 */
export function GamificationPanel({
  parts = 3,
  dashboard,
  zone,
  analyticsPath,
  onTask,
  onViewAllAchievements,
}: {
  parts?: number;
  dashboard: Dashboard;
  zone: string;
  analyticsPath: string;
  onTask: (task: DailyTaskAction) => void;
  onViewAllAchievements: () => void;
}) {
  const styles = useStyles();
  return (
    <DashboardCard title="Your Progress" icon={<SparkleRegular />}>
      <LevelCard stats={dashboard.stats} />
      <DailyTasksList
        tasks={dashboard.dailyTasks}
        headingId={dailyTasksHeadingId}
        onTask={onTask}
      />
      {parts >= 2 ? (
        <>
          <hr className={styles.divider} />
          <AchievementsSection
            achievements={dashboard.achievements}
            zone={zone}
            headingId="dashboard-achievements"
            onViewAll={onViewAllAchievements}
          />
        </>
      ) : null}
      {parts >= 3 ? (
        <StreakAdherenceBanner
          streak={dashboard.stats.streak}
          adherenceRate={dashboard.stats.adherenceRate}
          analyticsPath={analyticsPath}
        />
      ) : null}
    </DashboardCard>
  );
}
