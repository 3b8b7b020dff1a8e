import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Select,
  Spinner,
  ToggleButton,
} from '@fluentui/react-components';
import { ComposeRegular } from '@fluentui/react-icons';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../config/paths';
import {
  blocksQuery,
  communityKeys,
  communityLimits,
  communityProfileQuery,
  communityTagLabels,
  communityTags,
  postsQuery,
  sortOrders,
  unblockMember,
  type CommunityTag,
  type HeldSupport,
  type SortOrder,
} from '../../../entities/community';
import type { ApiError } from '../../../lib/api-error';
import { communityText, sortLabels } from '../community-text';
import { useCommunityStyles as useStyles } from './community-styles';
import { HeldSupportCard } from './held-support-card';
import { DisplayNameStep, PostForm, preloadPostForm } from './lazy-community';
import { PostCard, type BoardContext } from './post-card';
import { ResourcesSection } from './resources-section';
import { dateTimeFormat } from '../../../lib/date-time-format';

/** The search box's words, sent once the person pauses typing. */
function useSettled(value: string, ms = 350): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Board({ board }: { board: BoardContext }) {
  const styles = useStyles();
  const headingId = useId();
  const [sort, setSort] = useState<SortOrder>('newest');
  const [tag, setTag] = useState<CommunityTag | null>(null);
  const [mine, setMine] = useState(false);
  const [search, setSearch] = useState('');
  const q = useSettled(search);
  const filtered = tag !== null || mine || q.trim() !== '';
  const posts = useInfiniteQuery(postsQuery({ sort, tag, q, mine }));
  const list = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  return (
    <section className={styles.main} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        Posts
      </h2>
      <div className={styles.toolbar}>
        <Field label={communityText.search}>
          <SearchBox
            value={search}
            maxLength={communityLimits.searchMax}
            onChange={(_, d) => setSearch(d.value)}
          />
        </Field>
        <Field label={communityText.sortLabel}>
          <Select value={sort} onChange={(_, d) => setSort(d.value as SortOrder)}>
            {sortOrders.map((s) => (
              <option key={s} value={s}>
                {sortLabels[s]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className={styles.chips} role="group" aria-label={communityText.topicsLabel}>
        <ToggleButton
          size="small"
          shape="circular"
          checked={tag === null && !mine}
          appearance={tag === null && !mine ? 'primary' : 'outline'}
          onClick={() => {
            setTag(null);
            setMine(false);
          }}
        >
          {communityText.allTopics}
        </ToggleButton>
        {communityTags.map((t) => (
          <ToggleButton
            key={t}
            size="small"
            shape="circular"
            checked={tag === t}
            appearance={tag === t ? 'primary' : 'outline'}
            onClick={() => setTag(tag === t ? null : t)}
          >
            {communityTagLabels[t]}
          </ToggleButton>
        ))}
        <ToggleButton
          size="small"
          shape="circular"
          checked={mine}
          appearance={mine ? 'primary' : 'outline'}
          onClick={() => setMine((m) => !m)}
        >
          Your posts
        </ToggleButton>
      </div>
      {posts.isPending ? <Spinner label="Loading posts" /> : null}
      {posts.isError ? (
        <QueryError
          message="The posts could not be loaded."
          error={posts.error as ApiError}
          onRetry={() => void posts.refetch()}
        />
      ) : null}
      {posts.isSuccess && list.length === 0 ? (
        <p className={styles.body}>
          {filtered ? communityText.emptyFiltered : communityText.empty}
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul className={styles.list} aria-label="Posts" aria-busy={posts.isFetching}>
          {list.map((post) => (
            <PostCard key={post.id} post={post} board={board} />
          ))}
        </ul>
      ) : null}
      {posts.hasNextPage ? (
        <div className={styles.center}>
          <Button
            appearance="secondary"
            disabled={posts.isFetchingNextPage}
            onClick={() => void posts.fetchNextPage()}
          >
            {posts.isFetchingNextPage ? 'Loading...' : communityText.loadMore}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** The members this person blocked, with a way back. Shown only when there are some. */
function BlockedMembers() {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const titleId = useId();
  const blocks = useQuery(blocksQuery);
  const unblock = useMutation<unknown, ApiError, string>({
    mutationFn: unblockMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
  const list = blocks.data?.blocks ?? [];
  if (list.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {communityText.blocked}
      </h2>
      <ul className={styles.list} aria-label={communityText.blocked}>
        {list.map((b) => (
          <li key={b.memberId} className={styles.between}>
            <span>{b.displayName}</span>
            <Button
              appearance="subtle"
              disabled={unblock.isPending}
              aria-label={`${communityText.unblock} ${b.displayName}`}
              onClick={() => unblock.mutate(b.memberId)}
            >
              {communityText.unblock}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const untilText = (iso: string) =>
  dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * /community: the first visit's community name, then the board (topics, sort, search, "Load
 * more"), writing a post, and the curated outside resources beside it. A post or reply the
 * crisis screen holds shows the crisis resources and a kind message at once, at the top.
 */
export function CommunityPage() {
  const styles = useStyles();
  const profile = useQuery(communityProfileQuery);
  const [held, setHeld] = useState<HeldSupport | null>(null);
  const [composing, setComposing] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const me = profile.data;
  const suspended = me?.suspendedUntil ? new Date(me.suspendedUntil) > new Date() : false;
  const board: BoardContext = { canWrite: !suspended, onHeld: setHeld };
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {held ? <HeldSupportCard support={held} onHide={() => setHeld(null)} /> : null}
        {profile.isPending ? <Spinner label="Loading the community" /> : null}
        {profile.isError ? (
          <QueryError
            message="The community could not be loaded."
            error={profile.error as ApiError}
            onRetry={() => void profile.refetch()}
          />
        ) : null}
        {me && suspended && me.suspendedUntil ? (
          <MessageBar intent="warning">
            <MessageBarBody>{communityText.suspended(untilText(me.suspendedUntil))}</MessageBarBody>
          </MessageBar>
        ) : null}
        {me && (!me.displayNameChosen || renaming) ? (
          <DisplayNameStep
            profile={me}
            onDone={() => setRenaming(false)}
            onCancel={me.displayNameChosen ? () => setRenaming(false) : undefined}
          />
        ) : null}
        {me && me.displayNameChosen ? (
          <>
            {!renaming ? (
              <div className={styles.between}>
                <p className={styles.body}>
                  {communityText.postingAs} <strong>{me.displayName}</strong>{' '}
                  <Button appearance="transparent" onClick={() => setRenaming(true)}>
                    {communityText.changeName}
                  </Button>
                </p>
                <div className={styles.row}>
                  {me.moderator ? (
                    <AppLink to={paths.communityReview} data-standalone>
                      {communityText.reviewLink}
                    </AppLink>
                  ) : null}
                  {!composing && !suspended ? (
                    <Button
                      appearance="primary"
                      icon={<ComposeRegular />}
                      onPointerEnter={preloadPostForm}
                      onFocus={preloadPostForm}
                      onClick={() => setComposing(true)}
                    >
                      {communityText.newPost}
                    </Button>
                  ) : null}
                </div>
              </div>
            ) : null}
            {composing ? (
              <section className={styles.card} aria-label={communityText.composeTitle}>
                <h2 className={styles.cardTitle}>{communityText.composeTitle}</h2>
                <PostForm
                  onDone={() => setComposing(false)}
                  onCancel={() => setComposing(false)}
                  onHeld={setHeld}
                />
              </section>
            ) : null}
            <Board board={board} />
            <BlockedMembers />
          </>
        ) : null}
      </div>
      <aside className={styles.side} aria-label={communityText.resourcesTitle}>
        <ResourcesSection />
      </aside>
    </div>
  );
}
