import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Textarea,
} from '@fluentui/react-components';
import { LightbulbRegular } from '@fluentui/react-icons';
import {
  journalLimits,
  journalMessages,
  type Entry,
  type EntryRequest,
} from '@stride/api/contracts/journal';
import { useEffect, useRef, useState } from 'react';
import { useAppToast } from '../../../components/app-toaster';
import { outboxText } from '../../../components/outbox-pending-card';
import { isKeptOnDevice } from '../../../lib/outbox/outbox-item';
import { useDiscardGuard } from '../../../components/discard-changes-dialog';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { getEntry } from '../../../entities/journal';
import { useSaveEntry } from '../api/save-entry';
import {
  clearEntryDraft,
  emptyEntryForm,
  readEntryDraft,
  sameForm,
  syncEntryDraft,
  type EntryForm,
} from '../entry-draft';
import { withoutError } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { checkEntryForm, entryFieldErrors } from '../entry-form';
import { nextPromptIndex, promptAt } from '../journal-prompts';
import { journalText } from '../journal-text';
import { moodLevels } from '../mood-scale';
import { ScoreRadioGroup } from './score-radio-group';
import { TagInput } from './tag-input';
import { useStyles } from './entry-editor-dialog-styles';

function formOf(entry: Entry | null, initialTitle = ''): EntryForm {
  return entry
    ? { title: entry.title, content: entry.content, tags: [...entry.tags], mood: entry.mood }
    : { ...emptyEntryForm, title: initialTitle };
}

export interface EntryEditorProps {
  open: boolean;
  /** The entry to edit, or null for a new one. */
  entry: Entry | null;
  /** A new entry's title, when started from a prompt. */
  initialTitle?: string;
  /** The prompt shown first (an index into the prompts). */
  promptIndex: number;
  knownTags: readonly string[];
  onClose: () => void;
  onSaved: (entry: Entry, created: boolean) => void;
}

/**
 * Writes or edits an entry. Unsaved text is kept on this device (stride_draft:journal:…) until
 * it is saved or discarded, so a reload or a closed tab loses nothing. An edit sends
 * If-Match = the etag it started from; a 409 offers the other device's version.
 * Mount it with a `key` per opening so its state starts fresh.
 */
export function EntryEditorDialog({
  open,
  entry: startEntry,
  initialTitle,
  promptIndex: firstPrompt,
  knownTags,
  onClose,
  onSaved,
}: EntryEditorProps) {
  const styles = useStyles();
  const entryId = startEntry?.id ?? null;
  const [initial] = useState(() => {
    const baseline = formOf(startEntry, initialTitle);
    const draft = readEntryDraft(entryId);
    const usable = draft && !sameForm(draft, baseline);
    return {
      baseline,
      form: usable
        ? { title: draft.title, content: draft.content, tags: draft.tags, mood: draft.mood }
        : baseline,
      etag: usable && draft.baseEtag ? draft.baseEtag : (startEntry?.etag ?? null),
      restored: Boolean(usable),
    };
  });
  const [baseline, setBaseline] = useState(initial.baseline);
  const [etag, setEtag] = useState<string | null>(initial.etag);
  const [tagText, setTagText] = useState('');
  const [problem, setProblem] = useState<'conflict' | 'gone' | 'failed' | null>(null);
  const [notice, setNotice] = useState<string | null>(
    initial.restored ? journalText.draftRestored : null,
  );
  const [draftKept, setDraftKept] = useState(initial.restored);
  const [reloading, setReloading] = useState(false);
  const [prompt, setPrompt] = useState(firstPrompt);
  const save = useSaveEntry();
  const toast = useAppToast();
  useReturnFocus(open);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const editor = useZodForm<EntryForm, EntryRequest>({
    initial: initial.form,
    check: (values) => checkEntryForm(values, tagText),
    onEdit: () => {
      if (problem === 'failed') setProblem(null);
    },
  });
  const { values: form, errors, setErrors } = editor;

  // The draft follows every change (a reload mid-sentence keeps the sentence).
  useEffect(() => {
    setDraftKept(syncEntryDraft(entryId, form, baseline, etag) === 'kept');
  }, [entryId, form, baseline, etag]);

  const send = (body: EntryRequest) => {
    setProblem(null);
    setNotice(null);
    save.mutate(
      { id: entryId, etag, body },
      {
        onSuccess: (saved) => {
          clearEntryDraft(entryId);
          toast({
            title: isKeptOnDevice(saved)
              ? outboxText.keptToast
              : entryId === null
                ? journalText.savedNew
                : journalText.savedEdit,
          });
          onSaved(saved, entryId === null);
        },
        onError: (error) => {
          if (entryId && error.status === 409) setProblem('conflict');
          else if (entryId && error.status === 404) setProblem('gone');
          else if (error.status === 400 && Object.keys(error.fields).length) {
            setErrors(entryFieldErrors(error.fields));
            editor.focusFirstError();
          } else setProblem('failed');
        },
      },
    );
  };

  const reload = async () => {
    if (!entryId) return;
    setReloading(true);
    try {
      const latest = await getEntry(entryId);
      const fresh = formOf(latest);
      setBaseline(fresh);
      editor.setValues(fresh);
      setEtag(latest.etag);
      setTagText('');
      setErrors({});
      setProblem(null);
      setNotice(journalText.conflictReloaded);
    } catch {
      setProblem('failed');
    } finally {
      setReloading(false);
    }
  };

  const discard = () => {
    clearEntryDraft(entryId);
    onClose();
  };

  const dirty = !sameForm(form, baseline);
  // Closing (Escape, the backdrop, 'Close') after typing asks first; 'Discard' leaves the draft
  // as it was when the editor opened (none, or the one it restored).
  const typed = !sameForm(form, initial.form) || tagText.trim() !== '';
  const guard = useDiscardGuard({
    dirty: typed,
    onDiscard: () => {
      syncEntryDraft(entryId, initial.form, baseline, initial.etag);
      onClose();
    },
  });
  const field = editor.field;

  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : guard.requestClose())}>
      <DialogSurface className={styles.surface}>
        <form
          ref={editor.formRef}
          className={styles.form}
          onSubmit={editor.handleSubmit(send, save.isPending)}
          noValidate
        >
          <DialogBody>
            <DialogTitle>
              {entryId ? journalText.editEntryTitle : journalText.newEntryTitle}
            </DialogTitle>
            <DialogContent className={styles.content}>
              {notice ? (
                <MessageBar intent="info" role="status" layout="multiline">
                  <MessageBarBody>{notice}</MessageBarBody>
                </MessageBar>
              ) : null}
              {problem === 'conflict' ? (
                <MessageBar intent="warning" role="alert" layout="multiline">
                  <MessageBarBody>{journalText.conflict}</MessageBarBody>
                  <MessageBarActions>
                    <Button size="small" disabled={reloading} onClick={() => void reload()}>
                      {journalText.conflictReload}
                    </Button>
                  </MessageBarActions>
                </MessageBar>
              ) : null}
              {problem === 'gone' || problem === 'failed' ? (
                <MessageBar intent="error" role="alert" layout="multiline">
                  <MessageBarBody>
                    {problem === 'gone' ? journalText.gone : journalText.saveError}
                  </MessageBarBody>
                </MessageBar>
              ) : null}
              {!entryId ? (
                <div className={styles.prompt}>
                  <LightbulbRegular className={styles.promptIcon} aria-hidden="true" />
                  <p className={styles.promptText} aria-live="polite">
                    <span className={styles.promptLabel}>{journalText.promptLabel}</span>
                    {promptAt(prompt)}
                  </p>
                  <div className={styles.promptActions}>
                    <Button
                      size="small"
                      appearance="secondary"
                      disabled={form.title.trim() === promptAt(prompt)}
                      onClick={() => {
                        editor.set('title', promptAt(prompt));
                        contentRef.current?.focus();
                      }}
                    >
                      {journalText.usePromptAsTitle}
                    </Button>
                    <Button
                      size="small"
                      appearance="subtle"
                      onClick={() => setPrompt((i) => nextPromptIndex(i))}
                    >
                      {journalText.anotherPrompt}
                    </Button>
                  </div>
                </div>
              ) : null}
              <Field label={journalText.titleLabel} required {...field('title')}>
                <Input
                  value={form.title}
                  maxLength={journalLimits.titleMax}
                  onChange={(_, data) => editor.set('title', data.value)}
                />
              </Field>
              <Field label={journalText.contentLabel} required {...field('content')}>
                <Textarea
                  ref={contentRef}
                  className={styles.textarea}
                  textarea={{ className: styles.textarea }}
                  resize="vertical"
                  value={form.content}
                  placeholder={journalText.contentPlaceholder}
                  maxLength={journalLimits.contentMax}
                  onChange={(_, data) => editor.set('content', data.value)}
                />
              </Field>
              <div className={styles.moodRow}>
                <ScoreRadioGroup
                  legend={journalText.moodLabel}
                  name="entry-mood"
                  levels={moodLevels}
                  value={form.mood}
                  onChange={(mood) => editor.set('mood', mood)}
                  error={errors.mood}
                />
                {form.mood !== null ? (
                  <Button
                    className={styles.clearMood}
                    size="small"
                    appearance="transparent"
                    onClick={() => editor.set('mood', null)}
                  >
                    {journalText.clearMood}
                  </Button>
                ) : null}
              </div>
              <Field label={journalText.tagsLabel} {...field('tags')}>
                {(fieldProps) => (
                  <TagInput
                    inputProps={fieldProps}
                    tags={form.tags}
                    onTagsChange={(tags) => editor.set('tags', tags)}
                    text={tagText}
                    onTextChange={(text) => {
                      setTagText(text);
                      setErrors((current) => withoutError(current, 'tags'));
                    }}
                    known={knownTags}
                    onInvalid={() =>
                      setErrors((current) => ({
                        ...current,
                        tags: journalMessages.tagInvalid,
                      }))
                    }
                  />
                )}
              </Field>
              {draftKept ? (
                <p className={styles.draftNote} role="status">
                  {journalText.draftSaved}
                </p>
              ) : null}
            </DialogContent>
            <DialogActions fluid className={styles.actions}>
              {dirty || draftKept ? (
                <Button className={styles.discard} appearance="subtle" onClick={discard}>
                  {journalText.discardDraft}
                </Button>
              ) : null}
              <Button appearance="secondary" onClick={guard.requestClose}>
                {journalText.close}
              </Button>
              <Button type="submit" appearance="primary" disabled={save.isPending}>
                {save.isPending
                  ? journalText.saving
                  : entryId
                    ? journalText.saveChanges
                    : journalText.saveEntry}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
        {guard.question}
      </DialogSurface>
    </Dialog>
  );
}
