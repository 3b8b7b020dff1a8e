import { Card, makeStyles, tokens } from '@fluentui/react-components';
import {
  BookOpenRegular,
  CalendarLtrRegular,
  ChatSparkleRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { displayName, useSession } from '../../lib/session/session-context';

const useStyles = makeStyles({
  name: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
  },
  link: {
    display: 'block',
    textDecorationLine: 'none',
    color: 'inherit',
    borderRadius: tokens.borderRadiusLarge,
    ':hover > div': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  card: {
    height: '100%',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
  },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '44px',
    height: '44px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '24px',
  },
  cardTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  cardText: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
  },
});

const shortcuts: { to: string; title: string; text: string; icon: FluentIcon }[] = [
  {
    to: paths.calendar,
    title: 'Entries',
    text: 'Your treatment calendar and schedule',
    icon: CalendarLtrRegular,
  },
  {
    to: paths.journal,
    title: 'Journal',
    text: 'Write down how this week felt',
    icon: BookOpenRegular,
  },
  {
    to: paths.ai,
    title: 'AI coach',
    text: 'Ask a question, any time',
    icon: ChatSparkleRegular,
  },
];

/** The dashboard: greets the person by the name they go by (other issues fill the rest). */
export default function DashboardRoute() {
  const styles = useStyles();
  const { user } = useSession();
  const name = displayName(user);
  return (
    <>
      <PageHeader
        title="Welcome back!"
        documentTitle="Dashboard"
        subtitle={
          <>
            Good to see you, <span className={styles.name}>{name}</span>.
          </>
        }
      />
      <div className={styles.grid}>
        {shortcuts.map(({ to, title, text, icon: Icon }) => (
          <RouterLink key={to} to={to} className={styles.link}>
            <Card className={styles.card}>
              <span className={styles.icon} aria-hidden="true">
                <Icon />
              </span>
              <div>
                <p className={styles.cardTitle}>{title}</p>
                <p className={styles.cardText}>{text}</p>
              </div>
            </Card>
          </RouterLink>
        ))}
      </div>
    </>
  );
}
