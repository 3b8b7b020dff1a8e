import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkStarburstRegular, FlagRegular } from '@fluentui/react-icons';
import type { Priority, PriorityActionId } from '../todays-priorities';
import { DashboardCard } from './dashboard-card';
import { formatNumber } from '../../../lib/format-number';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    borderLeft: `${tokens.strokeWidthThicker} solid transparent`,
  },
  urgent: { borderLeftColor: tokens.colorPaletteRedBorder2 },
  soon: { borderLeftColor: tokens.colorPaletteMarigoldBorder2 },
  normal: { borderLeftColor: tokens.colorBrandStroke1 },
  text: { display: 'grid', gap: '2px', minWidth: 0 },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  detail: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
  },
  xp: {
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  side: {
    display: 'grid',
    justifyItems: 'end',
    gap: tokens.spacingVerticalXXS,
  },
  done: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorPaletteGreenBackground1,
  },
  doneIcon: { fontSize: '28px', color: tokens.colorPaletteGreenForeground1 },
});

/** 'Today's Priorities': the derived list, each with the action that does it. */
export function TodaysPrioritiesCard({
  priorities,
  onAction,
}: {
  priorities: readonly Priority[];
  onAction: (id: PriorityActionId) => void;
}) {
  const styles = useStyles();
  return (
    <DashboardCard title="Today's Priorities" icon={<FlagRegular />}>
      {priorities.length === 0 ? (
        <div className={styles.done}>
          <CheckmarkStarburstRegular className={styles.doneIcon} aria-hidden="true" />
          <div className={styles.text}>
            <p className={styles.title}>You&apos;re all caught up for today</p>
            <p className={styles.detail}>Nothing is waiting on you. Enjoy the rest of your day.</p>
          </div>
        </div>
      ) : (
        <ul className={styles.list}>
          {priorities.map((p) => (
            <li
              key={p.id}
              className={mergeClasses(styles.item, styles[p.tone])}
              data-priority={p.id}
            >
              <div className={styles.text}>
                <p className={styles.title} id={`priority-${p.id}`}>
                  {p.title}
                </p>
                <p className={styles.detail}>{p.detail}</p>
              </div>
              <div className={styles.side}>
                {p.action ? (
                  <Button
                    size="small"
                    appearance={p.tone === 'urgent' ? 'primary' : 'secondary'}
                    onClick={() => p.action && onAction(p.action.id)}
                    aria-describedby={`priority-${p.id}`}
                  >
                    {p.action.label}
                  </Button>
                ) : null}
                {p.xp ? <span className={styles.xp}>+{formatNumber(p.xp)} XP</span> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
