import {
  Badge,
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Textarea,
} from '@fluentui/react-components';
import { CheckmarkRegular, DeleteRegular, PersonProhibitedRegular } from '@fluentui/react-icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { useAppToast } from '../../../components/app-toaster';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../config/paths';
import {
  approveContent,
  communityKeys,
  communityLimits,
  moderationQueueQuery,
  removeContent,
  reportReasonLabels,
  suspendMember,
  type QueueItem,
} from '../../../entities/community';
import type { ApiError } from '../../../lib/api-error';
import { reviewText, suspendDays, whenText } from '../community-text';
import { useCommunityStyles as useStyles } from './community-styles';
import { FormDialog } from './form-dialog';
import { PlainText } from './plain-text';
import { dateTimeFormat } from '../../../lib/date-time-format';

const targetOf = (item: QueueItem) =>
  item.kind === 'post' ? { postId: item.id } : { postId: item.postId, replyId: item.id };

const untilText = (iso: string) =>
  dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Remove with a reason shown to the author. */
function RemoveDialog({ item, onClose }: { item: QueueItem | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const notify = useAppToast();
  const [reason, setReason] = useState('');
  const remove = useMutation<unknown, ApiError>({
    mutationFn: () => removeContent(targetOf(item!), reason),
    onSuccess: async () => {
      setReason('');
      onClose();
      notify({ title: reviewText.removedDone });
      await queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
  return (
    <FormDialog
      open={item !== null}
      title={reviewText.removeTitle}
      submitLabel={reviewText.remove}
      submitDisabled={!reason.trim() || remove.isPending}
      onSubmit={() => remove.mutate()}
      onClose={onClose}
    >
      <Field
        label={reviewText.removeReason}
        required
        validationMessage={remove.error?.fields.reason ?? remove.error?.message}
        validationState={remove.isError ? 'error' : 'none'}
      >
        <Textarea
          value={reason}
          maxLength={communityLimits.removeReasonMax}
          onChange={(_, d) => setReason(d.value)}
        />
      </Field>
    </FormDialog>
  );
}

/** Suspend the author for a number of days, with an optional reason. */
function SuspendDialog({ item, onClose }: { item: QueueItem | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const notify = useAppToast();
  const [days, setDays] = useState<number>(7);
  const [reason, setReason] = useState('');
  const name = item?.author?.displayName ?? '';
  const suspend = useMutation<Awaited<ReturnType<typeof suspendMember>>, ApiError>({
    mutationFn: () => {
      const until = new Date(Date.now() + days * 24 * 60 * 60_000).toISOString();
      return suspendMember(item!.author!.memberId, until, reason.trim() || null);
    },
    onSuccess: async (reply) => {
      setReason('');
      onClose();
      notify({
        title: reviewText.suspendDone(
          reply.member.displayName,
          untilText(reply.member.suspendedUntil ?? ''),
        ),
      });
      await queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
  return (
    <FormDialog
      open={item !== null}
      title={reviewText.suspendTitle(name)}
      submitLabel={reviewText.suspend}
      submitDisabled={suspend.isPending}
      onSubmit={() => suspend.mutate()}
      onClose={onClose}
    >
      <Field label={reviewText.suspendFor}>
        <Select value={String(days)} onChange={(_, d) => setDays(Number(d.value))}>
          {suspendDays.map((n) => (
            <option key={n} value={n}>
              {n === 1 ? '1 day' : `${n} days`}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={reviewText.suspendReason}
        validationMessage={suspend.error?.fields.reason}
        validationState={suspend.error?.fields.reason ? 'error' : 'none'}
      >
        <Textarea
          value={reason}
          maxLength={communityLimits.removeReasonMax}
          onChange={(_, d) => setReason(d.value)}
        />
      </Field>
      {suspend.isError && !suspend.error.fields.reason ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{suspend.error.message}</MessageBarBody>
        </MessageBar>
      ) : null}
    </FormDialog>
  );
}

function QueueCard({
  item,
  onRemove,
  onSuspend,
}: {
  item: QueueItem;
  onRemove: () => void;
  onSuspend: () => void;
}) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const notify = useAppToast();
  const titleId = useId();
  const approve = useMutation<unknown, ApiError>({
    mutationFn: () => approveContent(targetOf(item)),
    onSuccess: async () => {
      notify({ title: reviewText.approved });
      await queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
  const name = item.author?.displayName ?? 'removed';
  return (
    <li>
      <article className={styles.card} aria-labelledby={titleId} data-testid="review-item">
        <div className={styles.postHead}>
          <Badge appearance="tint" color={item.why === 'crisis' ? 'danger' : 'warning'}>
            {item.why === 'crisis' ? reviewText.held : reviewText.reports(item.reportCount)}
          </Badge>
          <Badge appearance="outline">
            {item.kind === 'post' ? reviewText.post : reviewText.reply}
          </Badge>
          <span className={styles.muted}>
            <time dateTime={item.createdAt}>{whenText(item.createdAt)}</time>
          </span>
        </div>
        <h2 id={titleId} className={styles.postTitle}>
          {item.kind === 'post' ? item.postTitle : `${reviewText.inPost}: ${item.postTitle}`}
        </h2>
        <p className={styles.muted}>
          By <span className={styles.author}>{name}</span>
        </p>
        <PlainText text={item.body} linksClickable={false} />
        {item.reports.length > 0 ? (
          <ul className={styles.list} aria-label="Reports">
            {item.reports.map((r, i) => (
              <li key={i} className={styles.muted}>
                {reportReasonLabels[r.reason]}
                {r.note ? `: ${r.note}` : ''}
              </li>
            ))}
          </ul>
        ) : null}
        {approve.isError ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{approve.error.message}</MessageBarBody>
          </MessageBar>
        ) : null}
        <div className={styles.row}>
          <Button
            appearance="primary"
            icon={<CheckmarkRegular />}
            disabled={approve.isPending}
            onClick={() => approve.mutate()}
          >
            {reviewText.approve}
          </Button>
          <Button icon={<DeleteRegular />} onClick={onRemove}>
            {reviewText.remove}
          </Button>
          {item.author ? (
            <Button appearance="subtle" icon={<PersonProhibitedRegular />} onClick={onSuspend}>
              {reviewText.suspend}
            </Button>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** /community/review: the moderators' queue of held and reported posts and replies. */
export function ReviewPage() {
  const styles = useStyles();
  const queue = useQuery(moderationQueueQuery);
  const [removing, setRemoving] = useState<QueueItem | null>(null);
  const [suspending, setSuspending] = useState<QueueItem | null>(null);
  const forbidden = queue.isError && (queue.error as ApiError).status === 403;
  return (
    <div className={styles.main}>
      <AppLink to={paths.community} data-standalone>
        {reviewText.back}
      </AppLink>
      {queue.isPending ? <Spinner label="Loading the queue" /> : null}
      {forbidden ? (
        <MessageBar intent="info">
          <MessageBarBody>{reviewText.notModerator}</MessageBarBody>
        </MessageBar>
      ) : queue.isError ? (
        <QueryError
          message="The review queue could not be loaded."
          error={queue.error as ApiError}
          onRetry={() => void queue.refetch()}
        />
      ) : null}
      {queue.data && queue.data.items.length === 0 ? (
        <p className={styles.body}>{reviewText.empty}</p>
      ) : null}
      {queue.data && queue.data.items.length > 0 ? (
        <ul className={styles.list} aria-label="Waiting for review">
          {queue.data.items.map((item) => (
            <QueueCard
              key={`${item.kind}-${item.id}`}
              item={item}
              onRemove={() => setRemoving(item)}
              onSuspend={() => setSuspending(item)}
            />
          ))}
        </ul>
      ) : null}
      <RemoveDialog item={removing} onClose={() => setRemoving(null)} />
      <SuspendDialog item={suspending} onClose={() => setSuspending(null)} />
    </div>
  );
}
