// Over 400 lines on purpose: a post, its thread and its replies share the board context, the
// moderation actions and their dialogs; apart they would pass all of that between files.
import {
  Badge,
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Spinner,
  Textarea,
} from '@fluentui/react-components';
import { ChatRegular, ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useAppToast } from '../../../components/app-toaster';
import { QueryError } from '../../../components/query-error';
import {
  blockMember,
  communityKeys,
  communityLimits,
  communityTagLabels,
  createReply,
  deletePost,
  deleteReply,
  threadQuery,
  updateReply,
  type Author,
  type ContentTarget,
  type HeldSupport,
  type Post,
  type Reply,
} from '../../../entities/community';
import type { ApiError } from '../../../lib/api-error';
import { communityText } from '../community-text';
import { useCommunityStyles as useStyles } from './community-styles';
import { AuthorLine, ContentMenu, ReactionBar } from './content-parts';
import { PlainText } from './plain-text';
import { PostForm, confirmDialog, reportDialog } from './lazy-community';
import { dashboardKeys } from '../../../entities/dashboard-keys';

const ConfirmDialog = confirmDialog.Dialog;
const ReportDialog = reportDialog.Dialog;

/** What a post or reply needs from the page: the member's standing and the page's handlers. */
export interface BoardContext {
  /** false while suspended: reading only. */
  canWrite: boolean;
  onHeld: (support: HeldSupport) => void;
}

/** The author's own view of a post or reply that is not published. */
function StatusNote({
  status,
  removedReason,
}: {
  status: Post['status'];
  removedReason: string | null;
}) {
  if (status === 'published') return null;
  const text =
    status === 'held'
      ? communityText.heldBadge
      : status === 'hidden'
        ? communityText.hiddenBadge
        : communityText.removedBadge;
  return (
    <MessageBar intent={status === 'removed' ? 'error' : 'warning'}>
      <MessageBarBody>
        {text}
        {removedReason ? `. ${communityText.removedReason}: ${removedReason}` : null}
      </MessageBarBody>
    </MessageBar>
  );
}

/** Report and block, shared by a post and its replies. */
function useModerationActions() {
  const queryClient = useQueryClient();
  const notify = useAppToast();
  const [reporting, setReporting] = useState<{ target: ContentTarget; name: string } | null>(null);
  const [blocking, setBlocking] = useState<Author | null>(null);
  const block = useMutation<unknown, ApiError, string>({
    mutationFn: blockMember,
    onSuccess: async () => {
      const name = blocking?.displayName ?? '';
      setBlocking(null);
      notify({ title: `${name} is blocked` });
      await queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
  const dialogs = (
    <>
      <ReportDialog
        target={reporting?.target ?? null}
        name={reporting?.name ?? ''}
        onClose={() => setReporting(null)}
        onReported={(hidden) => {
          setReporting(null);
          notify({ title: hidden ? communityText.reportedHidden : communityText.reported });
          void queryClient.invalidateQueries({ queryKey: communityKeys.all });
        }}
      />
      <ConfirmDialog
        open={blocking !== null}
        title={communityText.blockTitle(blocking?.displayName ?? '')}
        body={communityText.blockBody}
        confirm={communityText.block}
        pending={block.isPending}
        error={block.error?.message ?? null}
        onConfirm={() => blocking && block.mutate(blocking.memberId)}
        onClose={() => setBlocking(null)}
      />
    </>
  );
  return { setReporting, setBlocking, dialogs };
}

function ReplyItem({
  reply,
  postTitle,
  board,
  actions,
}: {
  reply: Reply;
  postTitle: string;
  board: BoardContext;
  actions: ReturnType<typeof useModerationActions>;
}) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(reply.body);
  const [deleting, setDeleting] = useState(false);
  const target = { postId: reply.postId, replyId: reply.id };
  const refresh = () => queryClient.invalidateQueries({ queryKey: communityKeys.all });
  const save = useMutation<Awaited<ReturnType<typeof updateReply>>, ApiError>({
    mutationFn: () => updateReply(reply.postId, reply.id, text),
    onSuccess: async (written) => {
      setEditing(false);
      if (written.held && written.support) board.onHeld(written.support);
      await refresh();
    },
  });
  const remove = useMutation<unknown, ApiError>({
    mutationFn: () => deleteReply(reply.postId, reply.id),
    onSuccess: async () => {
      setDeleting(false);
      await refresh();
    },
  });
  if (reply.status === 'removed' && !reply.mine)
    return (
      <li className={styles.reply}>
        <p className={styles.removed}>{communityText.removed}</p>
      </li>
    );
  const name = reply.author?.displayName ?? communityText.removed;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <li className={styles.reply} data-testid="community-reply">
      <div className={styles.headRow}>
        <AuthorLine author={reply.author} createdAt={reply.createdAt} editedAt={reply.editedAt} />
        {reply.status !== 'removed' ? (
          <ContentMenu
            name={`reply by ${name}`}
            mine={reply.mine}
            reportedByMe={reply.reportedByMe}
            canAct={board.canWrite}
            onEdit={() => {
              setText(reply.body);
              setEditing(true);
            }}
            onDelete={() => setDeleting(true)}
            onReport={() => actions.setReporting({ target, name: `reply by ${name}` })}
            onBlock={reply.author ? () => actions.setBlocking(reply.author) : null}
          />
        ) : null}
      </div>
      {reply.mine ? <StatusNote status={reply.status} removedReason={reply.removedReason} /> : null}
      {editing ? (
        <form className={styles.form} onSubmit={submit} aria-label="Edit reply">
          <Field
            label={communityText.writeReply}
            validationMessage={save.error?.fields.body ?? save.error?.message}
            validationState={save.isError ? 'error' : 'none'}
          >
            <Textarea
              value={text}
              maxLength={communityLimits.replyMax}
              onChange={(_, d) => setText(d.value)}
            />
          </Field>
          <div className={styles.row}>
            <Button type="submit" appearance="primary" disabled={save.isPending}>
              {communityText.save}
            </Button>
            <Button onClick={() => setEditing(false)}>{communityText.cancel}</Button>
          </div>
        </form>
      ) : reply.status === 'removed' ? (
        <p className={styles.removed}>{communityText.removed}</p>
      ) : (
        <PlainText text={reply.body} linksClickable={reply.linksClickable} />
      )}
      {reply.status === 'published' ? (
        <ReactionBar
          target={target}
          reactions={reply.reactions}
          mine={reply.myReactions}
          disabled={!board.canWrite}
          label={`Reactions to the reply by ${name} on ${postTitle}`}
        />
      ) : null}
      <ConfirmDialog
        open={deleting}
        title={communityText.deleteReplyTitle}
        body={communityText.deleteReplyBody}
        confirm={communityText.delete}
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() => remove.mutate()}
        onClose={() => setDeleting(false)}
      />
    </li>
  );
}

function Thread({
  post,
  board,
  actions,
}: {
  post: Post;
  board: BoardContext;
  actions: ReturnType<typeof useModerationActions>;
}) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const thread = useQuery(threadQuery(post.id));
  const [text, setText] = useState('');
  const send = useMutation<Awaited<ReturnType<typeof createReply>>, ApiError>({
    mutationFn: () => createReply(post.id, text),
    onSuccess: async (written) => {
      setText('');
      if (written.held && written.support) board.onHeld(written.support);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <div className={styles.thread}>
      {thread.isPending ? <Spinner size="tiny" label="Loading replies" /> : null}
      {thread.isError ? (
        <QueryError
          message="The replies could not be loaded."
          error={thread.error as ApiError}
          onRetry={() => void thread.refetch()}
        />
      ) : null}
      {thread.data && thread.data.replies.length > 0 ? (
        <ul className={styles.replies} aria-label={`Replies to ${post.title}`}>
          {thread.data.replies.map((reply) => (
            <ReplyItem
              key={reply.id}
              reply={reply}
              postTitle={post.title}
              board={board}
              actions={actions}
            />
          ))}
        </ul>
      ) : null}
      {board.canWrite && post.status === 'published' ? (
        <form className={styles.form} onSubmit={submit} aria-label={`Reply to ${post.title}`}>
          <Field
            label={communityText.writeReply}
            validationMessage={send.error?.fields.body}
            validationState={send.error?.fields.body ? 'error' : 'none'}
          >
            <Textarea
              value={text}
              maxLength={communityLimits.replyMax}
              onChange={(_, d) => setText(d.value)}
            />
          </Field>
          {send.isError && !send.error.fields.body ? (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{send.error.message}</MessageBarBody>
            </MessageBar>
          ) : null}
          <div>
            <Button type="submit" appearance="primary" disabled={send.isPending || !text.trim()}>
              {communityText.sendReply}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

/**
 * One post on the board: who wrote it and when, its topics, its body (folded behind its
 * content warning until opened), reactions, and its replies on demand.
 */
export function PostCard({ post, board }: { post: Post; board: BoardContext }) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const titleId = useId();
  const bodyId = useId();
  const threadId = useId();
  const [unfolded, setUnfolded] = useState(false);
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const actions = useModerationActions();
  const remove = useMutation<unknown, ApiError>({
    mutationFn: () => deletePost(post.id),
    onSuccess: async () => {
      setDeleting(false);
      await queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
  const folded = post.contentWarning !== null && !unfolded;
  return (
    <li>
      <article className={styles.card} aria-labelledby={titleId} data-testid="community-post">
        <div className={styles.headRow}>
          <AuthorLine author={post.author} createdAt={post.createdAt} editedAt={post.editedAt} />
          <ContentMenu
            name={post.title}
            mine={post.mine}
            reportedByMe={post.reportedByMe}
            canAct={board.canWrite}
            onEdit={() => setEditing(true)}
            onDelete={() => setDeleting(true)}
            onReport={() => actions.setReporting({ target: { postId: post.id }, name: post.title })}
            onBlock={post.author ? () => actions.setBlocking(post.author) : null}
          />
        </div>
        {post.mine ? <StatusNote status={post.status} removedReason={post.removedReason} /> : null}
        {editing ? (
          <PostForm
            post={post}
            onDone={() => setEditing(false)}
            onCancel={() => setEditing(false)}
            onHeld={board.onHeld}
          />
        ) : (
          <>
            <h3 id={titleId} className={styles.postTitle}>
              {post.title}
            </h3>
            {post.tags.length > 0 ? (
              <div className={styles.row}>
                {post.tags.map((tag) => (
                  <Badge key={tag} appearance="tint" color="brand" shape="rounded">
                    {communityTagLabels[tag]}
                  </Badge>
                ))}
              </div>
            ) : null}
            {post.contentWarning !== null ? (
              <div className={styles.warning}>
                <p className={styles.warningText}>
                  {communityText.cwLabel}: {post.contentWarning}
                </p>
                <Button
                  size="small"
                  aria-expanded={!folded}
                  aria-controls={folded ? undefined : bodyId}
                  icon={folded ? <ChevronDownRegular /> : <ChevronUpRegular />}
                  onClick={() => setUnfolded((u) => !u)}
                >
                  {folded ? communityText.showPost : communityText.hidePost}
                </Button>
              </div>
            ) : null}
            {folded ? null : (
              <PlainText id={bodyId} text={post.body} linksClickable={post.linksClickable} />
            )}
          </>
        )}
        {post.status === 'published' ? (
          <div className={styles.between}>
            <ReactionBar
              target={{ postId: post.id }}
              reactions={post.reactions}
              mine={post.myReactions}
              disabled={!board.canWrite}
              label={`Reactions to ${post.title}`}
            />
            <Button
              appearance="subtle"
              icon={<ChatRegular />}
              aria-expanded={open}
              aria-controls={open ? threadId : undefined}
              onClick={() => setOpen((o) => !o)}
            >
              {communityText.replies(post.replyCount)}
            </Button>
          </div>
        ) : null}
        {open ? (
          <div id={threadId}>
            <Thread post={post} board={board} actions={actions} />
          </div>
        ) : null}
      </article>
      {actions.dialogs}
      <ConfirmDialog
        open={deleting}
        title={communityText.deleteTitle}
        body={communityText.deleteBody}
        confirm={communityText.delete}
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() => remove.mutate()}
        onClose={() => setDeleting(false)}
      />
    </li>
  );
}
