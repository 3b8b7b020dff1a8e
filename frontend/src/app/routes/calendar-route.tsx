import { Card, CardHeader, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarLtrRegular } from '@fluentui/react-icons';
import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
  cardTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
});

export default function CalendarRoute() {
  const styles = useStyles();
  return (
    <>
      <PageHeader
        title="Calendar & Journal"
        subtitle="Track your treatment schedule and document your journey"
        actions={<ThemeToggle />}
      />
      <div className={styles.grid}>
        <ComingSoon
          icon={CalendarLtrRegular}
          text="Calendar (Coming Soon)"
          detail="Your doses, reminders and check-ins, day by day."
        />
        <Card>
          <CardHeader header={<h2 className={styles.cardTitle}>Recent Journal Entries</h2>} />
          <p className={styles.empty}>No journal entries yet.</p>
        </Card>
      </div>
    </>
  );
}
