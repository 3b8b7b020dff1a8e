import { useQuery } from '@tanstack/react-query';
import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { SurfaceCard, SurfaceCardHeader } from '../../../components/surface-card';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { recentEntriesQuery } from '../../../entities/journal';
import { useTimeZone } from '../hooks/use-time-zone';
import { formatDay } from '../journal-dates';
import { journalText } from '../journal-text';
import { PlainText } from './plain-text';
import { QueryError } from '../../../components/query-error';

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalM },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  list: { display: 'grid', margin: 0, padding: 0, listStyleType: 'none' },
  item: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':first-child': { borderTopStyle: 'none', paddingTop: 0 },
  },
  itemHead: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalS,
  },
  itemTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
  },
  date: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalM },
  footer: { fontSize: tokens.fontSizeBase300 },
});

/**
 * The Entries page's 'Recent Journal Entries' card: the latest entries, each with its title
 * and content (plain text), or 'No journal entries yet.'.
 */
export function RecentJournalEntries({ limit = 5 }: { limit?: number }) {
  const styles = useStyles();
  const timeZone = useTimeZone();
  const recent = useQuery(recentEntriesQuery(limit));
  const entries = recent.data?.entries ?? [];

  return (
    <SurfaceCard className={styles.card} role="region" aria-labelledby="recent-journal-title">
      <SurfaceCardHeader
        header={
          <h2 id="recent-journal-title" className={styles.title}>
            {journalText.recentTitle}
          </h2>
        }
      />
      {recent.isPending ? (
        <Skeleton aria-label="Loading recent journal entries" className={styles.skeleton}>
          {[0, 1, 2].map((i) => (
            <div key={i} className={styles.skeleton}>
              <SkeletonItem size={16} />
              <SkeletonItem size={12} />
            </div>
          ))}
        </Skeleton>
      ) : recent.isError ? (
        <QueryError
          message="Recent entries could not be loaded."
          error={recent.error}
          onRetry={() => void recent.refetch()}
        />
      ) : entries.length === 0 ? (
        <p className={styles.empty}>{journalText.recentEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.item}>
              <div className={styles.itemHead}>
                <h3 className={styles.itemTitle}>{entry.title}</h3>
                <time className={styles.date} dateTime={entry.createdAt}>
                  {formatDay(entry.createdAt, timeZone)}
                </time>
              </div>
              <PlainText text={entry.content} lines={3} />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        <AppLink to={paths.journal} data-standalone="">
          {journalText.openJournal}
        </AppLink>
      </div>
    </SurfaceCard>
  );
}
