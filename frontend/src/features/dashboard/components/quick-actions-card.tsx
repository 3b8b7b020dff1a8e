import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import {
  ChatSparkleRegular,
  EmojiSmileSlightRegular,
  FlashRegular,
  ImageMultipleRegular,
  NotebookRegular,
  SyringeRegular,
  TaskListLtrRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { StatusBadge } from '../../../components/status-badge';
import { quickActionIds, quickActionLabels, type QuickActionId } from '../quick-actions';
import { DashboardCard } from './dashboard-card';

const icons: Readonly<Record<QuickActionId, FluentIcon>> = {
  'photo-gallery': ImageMultipleRegular,
  'ai-coach': ChatSparkleRegular,
  'journal-entry': NotebookRegular,
  'log-injection': SyringeRegular,
  'mood-checkin': EmojiSmileSlightRegular,
  'daily-goals': TaskListLtrRegular,
};

const useStyles = makeStyles({
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  action: {
    position: 'relative',
    display: 'grid',
    justifyItems: 'start',
    alignContent: 'start',
    gap: tokens.spacingVerticalS,
    width: '100%',
    height: '100%',
    minHeight: '84px',
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'start',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color',
    transitionDuration: tokens.durationFaster,
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms' },
    ':hover': {
      backgroundColor: tokens.colorNeutralBackground1Hover,
      ...shorthands.borderColor(tokens.colorBrandStroke2),
    },
    ':active': { backgroundColor: tokens.colorNeutralBackground1Pressed },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '36px',
    height: '36px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: '20px',
  },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  badge: { position: 'absolute', top: tokens.spacingVerticalS, right: tokens.spacingHorizontalS },
});

/** The quick actions, in the spec's order; the AI coach's shows the unread coach messages. */
export function QuickActionsCard({
  unreadCoachMessages,
  onAction,
}: {
  unreadCoachMessages: number;
  onAction: (id: QuickActionId) => void;
}) {
  const styles = useStyles();
  return (
    <DashboardCard title="Quick Actions" icon={<FlashRegular />}>
      <ul className={styles.grid}>
        {quickActionIds.map((id) => {
          const Icon = icons[id];
          const unread = id === 'ai-coach' ? unreadCoachMessages : 0;
          return (
            <li key={id}>
              <button
                type="button"
                className={styles.action}
                onClick={() => onAction(id)}
                data-action={id}
                aria-describedby={unread > 0 ? 'coach-unread' : undefined}
              >
                <span className={styles.icon} aria-hidden="true">
                  <Icon />
                </span>
                {quickActionLabels[id]}
                {unread > 0 ? (
                  <StatusBadge
                    className={styles.badge}
                    color="danger"
                    size="small"
                    aria-hidden="true"
                  >
                    {unread > 99 ? '99+' : unread}
                  </StatusBadge>
                ) : null}
              </button>
              {unread > 0 ? (
                <span id="coach-unread" className={styles.hidden}>
                  {unread} unread {unread === 1 ? 'message' : 'messages'} from your coach
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </DashboardCard>
  );
}
