import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { SurfaceCard } from '../../../components/surface-card';
import { BinRecycleRegular, EditRegular, PeopleTeamRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Entry } from '@stride/api/contracts/journal';
import { useId, useState } from 'react';
import { SupportCard } from '../../../components/support-card';
import { invalidateJournal, setEntryShared } from '../../../entities/journal';
import { formatDay, formatTime } from '../journal-dates';
import { journalText } from '../journal-text';
import { moodLevels } from '../mood-scale';
import { PlainText } from './plain-text';
import { ScoreBadge } from './score-badge';

/** Past this many characters or lines, the card shows an excerpt with 'Read more'. */
const excerptChars = 280;
const excerptLines = 4;

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL },
  head: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  titles: { display: 'grid', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
  },
  date: {
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
  },
  mood: { flexShrink: 0 },
  draft: { justifySelf: 'start' },
  foot: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalXS,
  },
  tags: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    minWidth: 0,
  },
  tag: { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, marginLeft: 'auto' },
  readMore: { justifySelf: 'start', paddingInline: 0, minWidth: 0 },
});

/** Support cards hidden in this tab (memory only: nothing about them is stored anywhere). */
const hiddenSupport = new Set<string>();

function isLong(content: string): boolean {
  return content.length > excerptChars || content.split('\n').length > excerptLines;
}

/** One entry in the list: title, date in the person's zone, mood, tags and an excerpt. */
export function EntryCard({
  entry,
  timeZone,
  hasDraft,
  onEdit,
  onDelete,
}: {
  entry: Entry;
  timeZone: string | undefined;
  hasDraft: boolean;
  onEdit: (entry: Entry) => void;
  onDelete: (entry: Entry) => void;
}) {
  const styles = useStyles();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const long = isLong(entry.content);
  const contentId = `${id}-content`;
  // Hidden until the entry changes: a rewritten entry is screened afresh.
  const supportKey = `${entry.id}:${entry.updatedAt}`;
  const [, setHiddenCount] = useState(0);
  const supportHidden = hiddenSupport.has(supportKey);
  const queryClient = useQueryClient();
  const share = useMutation({
    mutationFn: (shared: boolean) => setEntryShared(entry.id, shared),
    onSettled: () => invalidateJournal(queryClient),
  });
  const shared = share.isPending ? share.variables : entry.shared;

  return (
    <SurfaceCard className={styles.card} role="article" aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <div className={styles.titles}>
          <h3 id={`${id}-title`} className={styles.title}>
            {entry.title}
          </h3>
          <time className={styles.date} dateTime={entry.createdAt}>
            {formatDay(entry.createdAt, timeZone)} · {formatTime(entry.createdAt, timeZone)}
          </time>
          {hasDraft ? (
            <Badge className={styles.draft} appearance="tint" color="warning" shape="rounded">
              {journalText.draftBadge}
            </Badge>
          ) : null}
        </div>
        <ScoreBadge className={styles.mood} name="Mood" levels={moodLevels} value={entry.mood} />
      </div>
      <PlainText id={contentId} text={entry.content} lines={long && !expanded ? 4 : undefined} />
      {long ? (
        <Button
          className={styles.readMore}
          appearance="transparent"
          size="small"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? journalText.readLess : journalText.readMore}
        </Button>
      ) : null}
      {entry.support && !supportHidden ? (
        <SupportCard
          onHide={() => {
            hiddenSupport.add(supportKey);
            setHiddenCount(hiddenSupport.size);
          }}
        />
      ) : null}
      <div className={styles.foot}>
        {entry.tags.length > 0 ? (
          <ul className={styles.tags} aria-label="Tags">
            {entry.tags.map((tag) => (
              <li key={tag}>
                <Badge className={styles.tag} appearance="tint" color="brand" shape="rounded">
                  #{tag}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.actions}>
          <Button
            size="small"
            appearance={shared ? 'primary' : 'subtle'}
            icon={<PeopleTeamRegular />}
            aria-pressed={shared}
            title="Entries marked shared appear on support-circle links that include the journal"
            onClick={() => share.mutate(!shared)}
          >
            {shared ? 'Shared with circle' : 'Share with circle'}
          </Button>
          <Button
            size="small"
            appearance="subtle"
            icon={<EditRegular />}
            onClick={() => onEdit(entry)}
          >
            {journalText.edit}
          </Button>
          <Button
            size="small"
            appearance="subtle"
            icon={<BinRecycleRegular />}
            onClick={() => onDelete(entry)}
          >
            {journalText.delete}
          </Button>
        </div>
      </div>
    </SurfaceCard>
  );
}
