import { useQuery } from '@tanstack/react-query';
import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { SurfaceCard, SurfaceCardHeader } from '../../../components/surface-card';
import { useId } from 'react';
import { dayCheckinQuery } from '../../../entities/check-ins';
import { dayEntriesQuery } from '../../../entities/journal';
import { useTimeZone } from '../hooks/use-time-zone';
import { formatCalendarDate, formatTime } from '../journal-dates';
import { journalText } from '../journal-text';
import { energyLevels, moodLevels } from '../mood-scale';
import { PlainText } from './plain-text';
import { QueryError } from '../../../components/query-error';
import { ScoreBadge } from './score-badge';

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalM },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  section: { display: 'grid', gap: tokens.spacingVerticalS },
  sectionTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
    letterSpacing: '0.05em',
    color: tokens.colorNeutralForeground3,
  },
  scores: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  list: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  entry: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke2}`,
  },
  entryHead: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
  },
  entryTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  time: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalS },
});

/**
 * One calendar day of the diary ('YYYY-MM-DD'): its check-in and the entries written that day,
 * for the Entries page's selected day.
 */
export function DayJournal({
  date,
  embedded = false,
}: {
  date: string;
  /** Inside a panel that already names the day: no card of its own, a plain heading. */
  embedded?: boolean;
}) {
  const styles = useStyles();
  const id = useId();
  const timeZone = useTimeZone();
  const entries = useQuery(dayEntriesQuery(date));
  const checkin = useQuery(dayCheckinQuery(date));
  const list = entries.data?.entries ?? [];
  const Frame = embedded ? 'section' : SurfaceCard;

  return (
    <Frame className={styles.card} role="region" aria-labelledby={`${id}-title`}>
      {embedded ? (
        <h3 id={`${id}-title`} className={styles.title}>
          {journalText.dayJournalTitle}
        </h3>
      ) : (
        <SurfaceCardHeader
          header={
            <h2 id={`${id}-title`} className={styles.title}>
              {formatCalendarDate(date)}
            </h2>
          }
        />
      )}
      <section className={styles.section} aria-labelledby={`${id}-checkin`}>
        <h3 id={`${id}-checkin`} className={styles.sectionTitle}>
          {journalText.dayCheckin}
        </h3>
        {checkin.isPending ? (
          <Skeleton aria-label="Loading the check-in">
            <SkeletonItem size={24} />
          </Skeleton>
        ) : checkin.isError ? (
          <QueryError
            message="The check-in could not be loaded."
            error={checkin.error}
            onRetry={() => void checkin.refetch()}
          />
        ) : checkin.data ? (
          <>
            <div className={styles.scores}>
              <ScoreBadge name="Mood" levels={moodLevels} value={checkin.data.mood} />
              <ScoreBadge
                name="Energy"
                levels={energyLevels}
                value={checkin.data.energy}
                tone="neutral"
              />
            </div>
            {checkin.data.note ? <PlainText text={checkin.data.note} /> : null}
          </>
        ) : (
          <p className={styles.muted}>{journalText.dayNoCheckin}</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby={`${id}-entries`}>
        <h3 id={`${id}-entries`} className={styles.sectionTitle}>
          {journalText.dayEntries}
        </h3>
        {entries.isPending ? (
          <Skeleton aria-label="Loading the day's entries" className={styles.skeleton}>
            <SkeletonItem size={16} />
            <SkeletonItem size={12} />
          </Skeleton>
        ) : entries.isError ? (
          <QueryError
            message="The day's entries could not be loaded."
            error={entries.error}
            onRetry={() => void entries.refetch()}
          />
        ) : list.length === 0 ? (
          <p className={styles.muted}>{journalText.dayNoEntries}</p>
        ) : (
          <ul className={styles.list}>
            {list.map((entry) => (
              <li key={entry.id} className={styles.entry}>
                <div className={styles.entryHead}>
                  <h4 className={styles.entryTitle}>{entry.title}</h4>
                  <time className={styles.time} dateTime={entry.createdAt}>
                    {formatTime(entry.createdAt, timeZone)}
                  </time>
                  <ScoreBadge name="Mood" levels={moodLevels} value={entry.mood} />
                </div>
                <PlainText text={entry.content} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Frame>
  );
}
