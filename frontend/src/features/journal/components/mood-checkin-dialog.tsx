import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  checkinRequestSchema,
  journalLimits,
  type Checkin,
  type CheckinRequest,
} from '@stride/api/contracts/journal';
import { withThousands } from '@stride/api/contracts/common';
import { useState } from 'react';
import { useAppToast } from '../../../components/app-toaster';
import { outboxText } from '../../../components/outbox-pending-card';
import { isKeptOnDevice } from '../../../lib/outbox/outbox-item';
import { useDiscardGuard } from '../../../components/discard-changes-dialog';
import { useFocusKeptIn, useReturnFocus } from '../../../lib/use-return-focus';
import { checkWith, useZodForm } from '../../../lib/use-zod-form';
import { dayCheckinQuery } from '../../../entities/check-ins';
import { useSaveCheckin } from '../api/save-checkin';
import { useTimeZone } from '../hooks/use-time-zone';
import { formatTime, localDateIn } from '../journal-dates';
import { journalText } from '../journal-text';
import { energyLevels, moodLevels } from '../mood-scale';
import { QueryError } from '../../../components/query-error';
import { ScoreRadioGroup } from './score-radio-group';

const useStyles = makeStyles({
  surface: { width: 'min(560px, calc(100vw - 24px))', maxWidth: '560px' },
  form: { display: 'contents' },
  content: { display: 'grid', gap: tokens.spacingVerticalL, paddingTop: tokens.spacingVerticalXS },
  question: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
  },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalM },
  skeletonRow: { height: '72px', borderRadius: tokens.borderRadiusLarge },
  status: { display: 'grid', gap: tokens.spacingVerticalS },
});

type Outcome = 'created' | 'replaced' | 'failed' | null;

interface CheckinValues {
  mood: number | null;
  energy: number | null;
  note: string;
}

/** The check-in as the shared schema reads it (an empty note is none). */
const checkCheckin = checkWith(checkinRequestSchema, (values: CheckinValues) => ({
  mood: values.mood,
  energy: values.energy,
  note: values.note.trim() || null,
}));

/**
 * 'Mood Check-in': mood 1-5 (five faces), energy 1-5 and a note, once a day. A second
 * check-in the same day replaces the first. Controlled (`open`), so the dashboard's quick
 * action and the journal page can both open it.
 */
export function MoodCheckinDialog({
  open,
  onOpenChange,
  draft,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A check-in the server refused (issue 20's outbox), put back in the form to edit. */
  draft?: CheckinRequest | undefined;
  /** After each save that reached the server or the device. */
  onSaved?: (() => void) | undefined;
}) {
  const styles = useStyles();
  const timeZone = useTimeZone();
  const today = localDateIn(timeZone);
  const todayCheckin = useQuery(dayCheckinQuery(today));
  const [outcome, setOutcome] = useState<Outcome>(null);
  /** A note typed and not saved: closing asks before it is lost. */
  const [noteTyped, setNoteTyped] = useState(false);
  useReturnFocus(open);
  const surface = useFocusKeptIn(todayCheckin.isPending);

  const change = (next: boolean) => {
    if (!next) {
      setOutcome(null);
      setNoteTyped(false);
    }
    onOpenChange(next);
  };
  const guard = useDiscardGuard({ dirty: noteTyped, onDiscard: () => change(false) });

  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => (data.open ? change(true) : guard.requestClose())}
    >
      <DialogSurface ref={surface} className={styles.surface}>
        {todayCheckin.isPending ? (
          <DialogBody>
            <DialogTitle>{journalText.checkinTitle}</DialogTitle>
            <DialogContent className={styles.skeleton}>
              <Skeleton aria-label="Loading today's check-in" className={styles.skeleton}>
                <SkeletonItem className={styles.skeletonRow} />
                <SkeletonItem className={styles.skeletonRow} />
              </Skeleton>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => change(false)}>
                {journalText.close}
              </Button>
            </DialogActions>
          </DialogBody>
        ) : todayCheckin.isError ? (
          <DialogBody>
            <DialogTitle>{journalText.checkinTitle}</DialogTitle>
            <DialogContent>
              <QueryError
                message="Today's check-in could not be loaded."
                error={todayCheckin.error}
                onRetry={() => void todayCheckin.refetch()}
              />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => change(false)}>
                {journalText.close}
              </Button>
            </DialogActions>
          </DialogBody>
        ) : (
          <CheckinForm
            existing={todayCheckin.data ?? null}
            draft={draft}
            onSaved={onSaved}
            timeZone={timeZone}
            outcome={outcome}
            onOutcome={setOutcome}
            onNoteTyped={setNoteTyped}
            onClose={guard.requestClose}
          />
        )}
        {guard.question}
      </DialogSurface>
    </Dialog>
  );
}

function CheckinForm({
  existing,
  draft,
  onSaved,
  timeZone,
  outcome,
  onOutcome,
  onNoteTyped,
  onClose,
}: {
  existing: Checkin | null;
  draft: CheckinRequest | undefined;
  onSaved: (() => void) | undefined;
  timeZone: string | undefined;
  outcome: Outcome;
  onOutcome: (outcome: Outcome) => void;
  onNoteTyped: (typed: boolean) => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const [savedNote, setSavedNote] = useState(existing?.note ?? '');
  const save = useSaveCheckin();
  const toast = useAppToast();
  const form = useZodForm<CheckinValues, CheckinRequest>({
    initial: draft
      ? { mood: draft.mood, energy: draft.energy ?? null, note: draft.note ?? '' }
      : {
          mood: existing?.mood ?? null,
          energy: existing?.energy ?? null,
          note: existing?.note ?? '',
        },
    check: (values) =>
      values.mood === null
        ? { ok: false, errors: { mood: journalText.checkinPickMood } }
        : checkCheckin(values),
    onEdit: (key, value) => {
      // Told at once (not in an effect), so an Escape right after typing asks.
      if (key === 'note') onNoteTyped(String(value).trim() !== savedNote.trim());
    },
  });
  const { values, errors, set } = form;
  const { mood, energy, note } = values;

  const send = (request: CheckinRequest) => {
    onOutcome(null);
    save.mutate(request, {
      onSuccess: ({ checkin, replaced }) => {
        setSavedNote(checkin.note ?? '');
        onNoteTyped(note.trim() !== (checkin.note ?? '').trim());
        onOutcome(replaced ? 'replaced' : 'created');
        onSaved?.();
        toast({
          title: isKeptOnDevice(checkin) ? outboxText.keptToast : journalText.checkinSaved,
        });
      },
      onError: (error) => {
        if (error.status === 400 && Object.keys(error.fields).length)
          form.setErrors({ ...error.fields });
        else onOutcome('failed');
      },
    });
  };

  const checkedInAt = existing ? formatTime(existing.updatedAt, timeZone) : null;

  return (
    <form
      ref={form.formRef}
      className={styles.form}
      onSubmit={form.handleSubmit(send, save.isPending)}
      noValidate
    >
      <DialogBody>
        <DialogTitle>{journalText.checkinTitle}</DialogTitle>
        <DialogContent className={styles.content}>
          <p className={styles.question}>
            {checkedInAt && !outcome
              ? journalText.checkinAlready(checkedInAt)
              : journalText.checkinQuestion}
          </p>
          <ScoreRadioGroup
            legend={journalText.checkinMoodLabel}
            name="checkin-mood"
            levels={moodLevels}
            value={mood}
            onChange={(value) => set('mood', value)}
            error={errors.mood}
          />
          <ScoreRadioGroup
            legend={journalText.checkinEnergyLabel}
            name="checkin-energy"
            levels={energyLevels}
            value={energy}
            onChange={(value) => set('energy', value)}
            error={errors.energy}
          />
          <Field
            label={journalText.checkinNoteLabel}
            {...form.field('note')}
            hint={`${withThousands(note.length)} / ${withThousands(journalLimits.noteMax)}`}
          >
            <Textarea
              value={note}
              resize="vertical"
              rows={3}
              maxLength={journalLimits.noteMax}
              placeholder={journalText.checkinNotePlaceholder}
              onChange={(_, data) => set('note', data.value)}
            />
          </Field>
          {/* Announced by the toast; shown here too, beside the form it answers. */}
          <div className={styles.status}>
            {outcome === 'created' || outcome === 'replaced' ? (
              <MessageBar intent="success">
                <MessageBarBody>
                  {outcome === 'created' ? journalText.checkedIn : journalText.checkinUpdated}
                </MessageBarBody>
              </MessageBar>
            ) : null}
          </div>
          {outcome === 'failed' ? (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{journalText.checkinError}</MessageBarBody>
            </MessageBar>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose}>
            {journalText.close}
          </Button>
          <Button type="submit" appearance="primary" disabled={save.isPending}>
            {save.isPending
              ? journalText.saving
              : existing || outcome === 'created'
                ? journalText.updateCheckin
                : journalText.saveCheckin}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
