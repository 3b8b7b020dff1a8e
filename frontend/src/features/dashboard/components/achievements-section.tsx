import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { RibbonRegular } from '@fluentui/react-icons';
import { achievementHint } from '../achievement-hints';
import type { Achievement, Dashboard } from '../../../entities/dashboard';
import { AchievementTile } from './achievement-tile';

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalS },
  head: {
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  count: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  all: { justifySelf: 'stretch' },
});

/** How many achievements the panel shows (the spec: the first four). */
export const panelAchievementCount = 4;

/** The first four achievements and 'View All Achievements'. */
export function AchievementsSection({
  achievements,
  zone,
  headingId,
  onViewAll,
}: {
  achievements: readonly Achievement[];
  zone: string;
  headingId: string;
  onViewAll: () => void;
}) {
  const styles = useStyles();
  const unlocked = achievements.filter((a) => a.unlocked).length;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h3 className={styles.title} id={headingId}>
          Achievements
        </h3>
        <span className={styles.count}>
          {unlocked} of {achievements.length} unlocked
        </span>
      </div>
      <ul className={styles.grid} aria-labelledby={headingId}>
        {achievements.slice(0, panelAchievementCount).map((a) => (
          <AchievementTile key={a.id} achievement={a} zone={zone} compact />
        ))}
      </ul>
      <Button className={styles.all} icon={<RibbonRegular />} onClick={onViewAll}>
        View All Achievements
      </Button>
    </section>
  );
}

/** Every achievement with its description, rarity, XP and unlock date or progress hint. */
export function AchievementList({
  achievements,
  stats,
  zone,
}: {
  achievements: readonly Achievement[];
  stats: Dashboard['stats'];
  zone: string;
}) {
  const styles = useAllStyles();
  return (
    <ul className={styles.list} aria-label="All achievements">
      {achievements.map((a) => (
        <AchievementTile key={a.id} achievement={a} zone={zone} hint={achievementHint(a, stats)} />
      ))}
    </ul>
  );
}

const useAllStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});
