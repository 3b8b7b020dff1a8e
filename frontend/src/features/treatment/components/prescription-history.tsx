import { makeStyles, tokens } from '@fluentui/react-components';
import { formatCalendarDate } from '../../../lib/dates';
import type { PrescriptionVersion } from '../../../entities/prescription';

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalS },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'grid' },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(7rem, auto) 1fr',
    columnGap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground2,
    '@media (max-width: 420px)': { gridTemplateColumns: '1fr' },
  },
  when: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  current: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightRegular },
});

const frequencyOf = (days: number) =>
  days === 7 ? 'weekly' : `every ${days} ${days === 1 ? 'day' : 'days'}`;

/** Every version of the prescription, newest effective date first (as the server lists them). */
export function PrescriptionHistory({
  history,
  today,
}: {
  history: readonly PrescriptionVersion[];
  today: string;
}) {
  const styles = useStyles();
  if (history.length === 0) return null;
  const inForce = history.findIndex((v) => v.effectiveFrom <= today);
  return (
    <section className={styles.section} aria-labelledby="prescription-history-title">
      <h3 className={styles.title} id="prescription-history-title">
        History
      </h3>
      <ul className={styles.list}>
        {history.map((version, index) => (
          <li key={`${version.effectiveFrom}-${index}`} className={styles.item}>
            <span className={styles.when}>
              From {formatCalendarDate(version.effectiveFrom, 'MMM d, yyyy')}
              {index === inForce ? <span className={styles.current}> · current</span> : null}
              {version.effectiveFrom > today ? (
                <span className={styles.current}> · upcoming</span>
              ) : null}
            </span>
            <span>
              {version.medication}: {version.doseAmount} {version.doseUnit}{' '}
              {frequencyOf(version.intervalDays)}
              {version.route ? `, ${version.route}` : ''}
              {version.concentrationMgPerMl ? `, ${version.concentrationMgPerMl} mg/mL` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
