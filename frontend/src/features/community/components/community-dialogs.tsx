import {
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Textarea,
} from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  communityLimits,
  reportContent,
  reportReasonLabels,
  reportReasons,
  type ContentTarget,
  type ReportReason,
} from '../../../entities/community';
import type { ApiError } from '../../../lib/api-error';
import { communityText } from '../community-text';
import { useCommunityStyles as useStyles } from './community-styles';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { FormDialog } from './form-dialog';

/** A yes-or-no question before something that cannot be undone. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirm,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  body: ReactNode;
  confirm: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDeleteDialog
      tone="plain"
      open={open}
      title={title}
      text={body}
      error={error}
      cancelLabel={communityText.cancel}
      confirmLabel={confirm}
      pendingLabel={confirm}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/** Report a post or reply: a reason from the list and an optional note for moderators. */
export function ReportDialog({
  target,
  name,
  onClose,
  onReported,
}: {
  target: ContentTarget | null;
  name: string;
  onClose: () => void;
  onReported: (hidden: boolean) => void;
}) {
  const styles = useStyles();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const send = useMutation<Awaited<ReturnType<typeof reportContent>>, ApiError>({
    mutationFn: () =>
      reportContent(target!, { reason: reason as ReportReason, note: note.trim() || null }),
    onSuccess: (reply) => {
      setReason('');
      setNote('');
      onReported(reply.hidden);
    },
  });
  return (
    <FormDialog
      open={target !== null}
      title={`${communityText.reportTitle}: ${name}`}
      submitLabel={communityText.reportSend}
      submitDisabled={!reason || send.isPending}
      onSubmit={() => send.mutate()}
      onClose={onClose}
    >
      <p className={styles.body}>{communityText.reportIntro}</p>
      <Field
        label={communityText.reportReason}
        required
        validationMessage={send.error?.fields.reason}
        validationState={send.error?.fields.reason ? 'error' : 'none'}
      >
        <RadioGroup value={reason} onChange={(_, d) => setReason(d.value as ReportReason)}>
          {reportReasons.map((r) => (
            <Radio key={r} value={r} label={reportReasonLabels[r]} />
          ))}
        </RadioGroup>
      </Field>
      <Field
        label={communityText.reportNote}
        validationMessage={send.error?.fields.note}
        validationState={send.error?.fields.note ? 'error' : 'none'}
      >
        <Textarea
          value={note}
          maxLength={communityLimits.reportNoteMax}
          onChange={(_, d) => setNote(d.value)}
        />
      </Field>
      {send.isError && !send.error.fields.reason && !send.error.fields.note ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{send.error.message}</MessageBarBody>
        </MessageBar>
      ) : null}
    </FormDialog>
  );
}
