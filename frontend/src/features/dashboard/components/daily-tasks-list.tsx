import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, ChevronRightRegular, CircleRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import type { DailyTask } from '../../../entities/dashboard';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format-number';
import { communityHint } from '../achievement-hints';

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalS, scrollMarginTop: '24px' },
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
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  count: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' },
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '40px',
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
  },
  doneRow: { backgroundColor: tokens.colorPaletteGreenBackground1 },
  todoRow: { backgroundColor: tokens.colorNeutralBackground2 },
  check: { fontSize: '20px', display: 'grid' },
  doneCheck: { color: tokens.colorPaletteGreenForeground1 },
  todoCheck: { color: tokens.colorNeutralForeground4 },
  label: {
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
  },
  doneLabel: { color: tokens.colorNeutralForeground2 },
  xp: {
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
    fontVariantNumeric: 'tabular-nums',
  },
  doneXp: { color: tokens.colorPaletteGreenForeground1 },
  spacer: { width: '24px' },
  hint: {
    display: 'block',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
  },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

/** The daily tasks the page can open a flow for, and the flow's name. */
export type DailyTaskAction = 'log-injection' | 'record-mood' | 'write-journal' | 'progress-photo';
const actionable = new Set<string>([
  'log-injection',
  'record-mood',
  'write-journal',
  'progress-photo',
]);

/**
 * Today's daily tasks: done or not, with the XP each earns; an open task the page can do has a
 * button that opens its flow.
 */
export function DailyTasksList({
  tasks,
  headingId,
  onTask,
}: {
  tasks: readonly DailyTask[];
  /** The heading's id, so the 'Daily Goals' quick action can move focus here. */
  headingId: string;
  onTask: (task: DailyTaskAction) => void;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const done = tasks.filter((t) => t.completed).length;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h3 className={styles.title} id={headingId} tabIndex={-1}>
          Daily Tasks
        </h3>
        <span className={styles.count}>
          {done} of {tasks.length} done
        </span>
      </div>
      <ul className={styles.list} aria-label="Daily tasks">
        {tasks.map((task) => (
          <li
            key={task.id}
            data-task={task.id}
            data-completed={task.completed}
            className={mergeClasses(styles.row, task.completed ? styles.doneRow : styles.todoRow)}
          >
            <span
              className={mergeClasses(
                styles.check,
                task.completed ? styles.doneCheck : styles.todoCheck,
              )}
              aria-hidden="true"
            >
              {task.completed ? <CheckmarkCircleFilled /> : <CircleRegular />}
            </span>
            <span className={mergeClasses(styles.label, task.completed && styles.doneLabel)}>
              {task.label}
              <span className={styles.hidden}>{task.completed ? ' (done)' : ' (to do)'}</span>
              {task.id === 'community' && !task.completed ? (
                <span className={styles.hint}>{communityHint}</span>
              ) : null}
            </span>
            <span className={mergeClasses(styles.xp, task.completed && styles.doneXp)}>
              +{formatNumber(task.xp)} XP
            </span>
            {!task.completed && task.id === 'community' ? (
              <Button
                as="a"
                href={paths.community}
                size="small"
                appearance="subtle"
                icon={<ChevronRightRegular />}
                aria-label={`${task.label}: open the community`}
                title={task.label}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                    return;
                  event.preventDefault();
                  void navigate(paths.community);
                }}
              />
            ) : !task.completed && actionable.has(task.id) ? (
              <Button
                size="small"
                appearance="subtle"
                icon={<ChevronRightRegular />}
                aria-label={task.label}
                title={task.label}
                onClick={() => onTask(task.id as DailyTaskAction)}
              />
            ) : (
              <span className={styles.spacer} aria-hidden="true" />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
