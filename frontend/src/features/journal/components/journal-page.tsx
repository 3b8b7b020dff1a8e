import { useInfiniteQuery } from '@tanstack/react-query';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  SearchBox,
  Skeleton,
  SkeletonItem,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ComposeRegular, SearchRegular } from '@fluentui/react-icons';
import type { CheckinRequest, Entry } from '@stride/api/contracts/journal';
import { useMemo, useState } from 'react';
import { OutboxPendingCard } from '../../../components/outbox-pending-card';
import { discardOutboxItem } from '../../../lib/outbox/outbox';
import { PageHeader } from '../../../components/page-header';
import { useJournalTags } from '../api/list-journal-tags';
import { entryPagesQuery } from '../../../entities/journal';
import { hasEntryDraft, readEntryDraft, writeEntryDraftFrom } from '../entry-draft';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useTimeZone } from '../hooks/use-time-zone';
import { localDateIn } from '../journal-dates';
import { promptIndexForDate } from '../journal-prompts';
import { journalText } from '../journal-text';
import { EntryCard } from './entry-card';
import { JournalEmptyState } from './journal-empty-state';
import { JournalPromptCard } from './journal-prompt-card';
import { deleteEntryDialog, entryEditorDialog, moodCheckinDialog } from './lazy-journal-dialogs';
import { QueryError } from '../../../components/query-error';
import { TagFilterChips } from './tag-filter-chips';
import { TodayCheckinCard } from './today-checkin-card';
import { Staged } from '../../../lib/staged';

/** How long the search box waits for typing to pause before asking the server. */
export const searchDebounceMs = 300;

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"checkin" "main" "prompt"',
    alignItems: 'start',
    '@media (min-width: 1100px)': {
      gridTemplateColumns: 'minmax(0, 1fr) 300px',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"main checkin" "main prompt"',
    },
  },
  main: { gridArea: 'main', display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  checkin: { gridArea: 'checkin' },
  prompt: { gridArea: 'prompt' },
  toolbar: { display: 'grid', gap: tokens.spacingVerticalM },
  search: { width: '100%', maxWidth: 'none' },
  summary: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '20px',
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  list: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  stale: { opacity: 0.6, transitionProperty: 'opacity', transitionDuration: tokens.durationNormal },
  more: { justifySelf: 'center' },
  /**
   * As tall as the screen while loading: what follows the list (on a phone, the prompt card)
   * starts below the fold rather than showing, then being pushed away by the entries.
   */
  skeleton: { minHeight: '100vh', alignContent: 'start' },
  skeletonCard: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  noMatch: {
    display: 'grid',
    justifyItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  noMatchIcon: { fontSize: '32px', color: tokens.colorNeutralForeground3 },
  noMatchTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  noMatchText: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * Entries in the first render of the list (one or two fill a phone's screen), and as many more
 * a frame after it.
 */
const firstEntriesShown = 3;

interface EditorState {
  /** A new key per opening: the editor starts from its entry (or draft) each time. */
  key: number;
  entry: Entry | null;
  initialTitle?: string;
}

function summaryText(shown: number, total: number, filtered: boolean): string {
  const noun = total === 1 ? 'entry' : 'entries';
  if (filtered) return `${total} ${noun} ${total === 1 ? 'matches' : 'match'}`;
  return shown < total ? `Showing ${shown} of ${total} ${noun}` : `${total} ${noun}`;
}

/** /journal: the private diary with search, tag filters, pages, the editor and check-ins. */
export function JournalPage() {
  const styles = useStyles();
  const timeZone = useTimeZone();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), searchDebounceMs);
  const [tags, setTags] = useState<string[]>([]);
  const filters = useMemo(() => ({ search, tags }), [search, tags]);
  const pages = useInfiniteQuery(entryPagesQuery(filters));
  const knownTags = useJournalTags();
  const [editor, setEditor] = useState<EditorState | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const [promptIndex, setPromptIndex] = useState(() => promptIndexForDate(localDateIn(timeZone)));
  // Bumped when the editor closes, so the draft banner and badges read storage again.
  const [draftVersion, setDraftVersion] = useState(0);

  const newDraft = useMemo(() => {
    void draftVersion;
    return editor ? null : readEntryDraft(null);
  }, [editor, draftVersion]);

  const openEditor = (entry: Entry | null, initialTitle?: string) => {
    setEditor({ key: Date.now(), entry, initialTitle });
  };
  const closeEditor = () => {
    setEditor(null);
    setDraftVersion((v) => v + 1);
  };
  /** A refused entry from the outbox, opened in the editor: dropped once the editor saves it. */
  const [refusedKey, setRefusedKey] = useState<string | null>(null);
  const editRefused = (item: { key: string; body: Readonly<Record<string, unknown>> }) => {
    writeEntryDraftFrom(item.body);
    setRefusedKey(item.key);
    openEditor(null);
  };
  /** A refused check-in from the outbox, opened in the check-in form with its values. */
  const [refusedCheckin, setRefusedCheckin] = useState<{
    key: string;
    body: Readonly<Record<string, unknown>>;
  } | null>(null);
  const savedEditor = () => {
    if (refusedKey) void discardOutboxItem(refusedKey);
    setRefusedKey(null);
    closeEditor();
  };

  const entries = pages.data?.pages.flatMap((page) => page.entries) ?? [];
  const total = pages.data?.pages.at(-1)?.total ?? 0;
  const filtered = search !== '' || tags.length > 0;
  const typing = searchText.trim() !== search;

  // No entries at all: the empty state carries the prompt, so the prompt card steps aside.
  const showEmptyState = !pages.isPending && !pages.isError && total === 0 && !filtered;

  const clearFilters = () => {
    setSearchText('');
    setTags([]);
  };

  // The list waits for the topic chips above it too, so they do not push it down on arrival.
  const loading = pages.isPending || knownTags.isPending;
  // The first entries render with the page, the rest of the first page a frame and a frame
  // later: one render of ten cards was the journal's longest task on a phone (issue 15's TBT).
  // Counted in <Staged>, so a stage renders the list, not the whole page again.
  const shownEntries = (stage: number) =>
    stage >= 2 ? entries : entries.slice(0, firstEntriesShown * (stage + 1));
  const showToolbar = filtered || searchText !== '' || (!loading && entries.length > 0);
  let body;
  if (loading) {
    body = (
      <Skeleton
        aria-label="Loading your journal"
        className={mergeClasses(styles.list, styles.skeleton)}
      >
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.skeletonCard}>
            <SkeletonItem size={20} />
            <SkeletonItem size={12} />
            <SkeletonItem size={16} />
            <SkeletonItem size={16} />
          </div>
        ))}
      </Skeleton>
    );
  } else if (pages.isError && entries.length === 0) {
    body = (
      <QueryError
        message={journalText.loadError}
        error={pages.error}
        onRetry={() => void pages.refetch()}
      />
    );
  } else if (showEmptyState) {
    body = (
      <JournalEmptyState
        promptIndex={promptIndex}
        onPromptIndexChange={setPromptIndex}
        onWrite={(title) => openEditor(null, title)}
      />
    );
  } else if (total === 0) {
    body = (
      <section className={styles.noMatch} aria-labelledby="journal-no-match">
        <SearchRegular className={styles.noMatchIcon} aria-hidden="true" />
        <h2 id="journal-no-match" className={styles.noMatchTitle}>
          {search ? `${journalText.noMatchesTitle} “${search}”` : journalText.noMatchesTitle}
        </h2>
        <p className={styles.noMatchText}>{journalText.noMatchesText}</p>
        <Button onClick={clearFilters}>{journalText.clearFilters}</Button>
      </section>
    );
  } else {
    body = (
      <>
        <ul
          className={mergeClasses(styles.list, pages.isPlaceholderData && styles.stale)}
          aria-label="Journal entries"
          aria-busy={pages.isFetching && pages.isPlaceholderData}
        >
          <Staged active={!loading} stages={2}>
            {(stage) =>
              shownEntries(stage).map((entry) => (
                <li key={entry.id}>
                  <EntryCard
                    entry={entry}
                    timeZone={timeZone}
                    hasDraft={draftVersion >= 0 && hasEntryDraft(entry.id)}
                    onEdit={(e) => openEditor(e)}
                    onDelete={setDeleting}
                  />
                </li>
              ))
            }
          </Staged>
        </ul>
        {pages.isFetchNextPageError ? (
          <QueryError
            message="More entries could not be loaded."
            error={pages.error}
            onRetry={() => void pages.fetchNextPage()}
          />
        ) : pages.hasNextPage ? (
          <Button
            className={styles.more}
            onClick={() => void pages.fetchNextPage()}
            disabled={pages.isFetchingNextPage}
          >
            {pages.isFetchingNextPage ? journalText.loadingMore : journalText.loadMore}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={journalText.pageTitle}
        subtitle={journalText.pageSubtitle}
        actions={
          <Button
            appearance="primary"
            icon={<ComposeRegular />}
            onClick={() => openEditor(null)}
            onPointerEnter={entryEditorDialog.preload}
            onFocus={entryEditorDialog.preload}
          >
            {journalText.newEntry}
          </Button>
        }
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          <OutboxPendingCard
            kinds={['journal', 'checkin']}
            onEdit={{ journal: editRefused, checkin: setRefusedCheckin }}
          />
          {newDraft ? (
            <MessageBar intent="info" layout="multiline">
              <MessageBarBody>
                <MessageBarTitle>{journalText.draftBannerTitle}</MessageBarTitle>
                {newDraft.title.trim() ? `“${newDraft.title.trim()}”` : null}
              </MessageBarBody>
              <MessageBarActions>
                <Button
                  size="small"
                  onClick={() => openEditor(null)}
                  onPointerEnter={entryEditorDialog.preload}
                  onFocus={entryEditorDialog.preload}
                >
                  {journalText.continueDraft}
                </Button>
              </MessageBarActions>
            </MessageBar>
          ) : null}
          {showToolbar ? (
            <div className={styles.toolbar}>
              <SearchBox
                className={styles.search}
                size="large"
                aria-label={journalText.searchLabel}
                placeholder={journalText.searchPlaceholder}
                value={searchText}
                maxLength={200}
                onChange={(_, data) => setSearchText(data.value)}
              />
              <TagFilterChips tags={knownTags.data ?? []} selected={tags} onChange={setTags} />
              {!loading && !pages.isError ? (
                <p className={styles.summary} aria-live="polite">
                  {typing || (pages.isFetching && pages.isPlaceholderData)
                    ? journalText.searching
                    : summaryText(entries.length, total, filtered)}
                </p>
              ) : null}
            </div>
          ) : null}
          {body}
        </div>
        <div className={styles.checkin}>
          <TodayCheckinCard />
        </div>
        {showEmptyState ? null : (
          <div className={styles.prompt}>
            <JournalPromptCard
              index={promptIndex}
              onIndexChange={setPromptIndex}
              onUse={(prompt) => openEditor(null, prompt)}
            />
          </div>
        )}
      </div>
      {editor ? (
        <entryEditorDialog.Dialog
          key={editor.key}
          open
          entry={editor.entry}
          initialTitle={editor.initialTitle}
          promptIndex={promptIndex}
          knownTags={knownTags.data ?? []}
          onClose={() => {
            setRefusedKey(null);
            closeEditor();
          }}
          onSaved={savedEditor}
        />
      ) : null}
      <moodCheckinDialog.Dialog
        open={refusedCheckin !== null}
        onOpenChange={(open) => {
          if (!open) setRefusedCheckin(null);
        }}
        draft={refusedCheckin?.body as CheckinRequest | undefined}
        onSaved={() => {
          if (refusedCheckin) void discardOutboxItem(refusedCheckin.key);
        }}
      />
      <deleteEntryDialog.Dialog
        entry={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => setDeleting(null)}
      />
    </>
  );
}
