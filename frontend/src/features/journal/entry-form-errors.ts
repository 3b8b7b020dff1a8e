import {
  entryRequestSchema,
  journalMessages,
  type EntryRequest,
} from '@stride/api/contracts/journal';
import type { EntryForm } from './entry-draft';
import { parseTagInput } from './tag-filters';

/** Field → the message shown beside it; a bad tag ('tags.3') is shown under the tags field. */
export type EntryFieldErrors = Partial<Record<'title' | 'content' | 'tags' | 'mood', string>>;

export function entryFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): EntryFieldErrors {
  const errors: EntryFieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field === 'title' || field === 'content' || field === 'tags' || field === 'mood') {
      errors[field] ??= issue.message;
    }
  }
  return errors;
}

/** The server's `fields` ({'tags.2': …}) as the form's errors. */
export function entryServerErrors(fields: Readonly<Record<string, string>>): EntryFieldErrors {
  return entryFieldErrors(
    Object.entries(fields).map(([key, message]) => ({ path: key.split('.'), message })),
  );
}

/**
 * The form checked with the shared schema. Text still in the tag box counts as tags, so a tag
 * typed without pressing Enter is saved too.
 */
export function validateEntryForm(
  form: EntryForm,
  pendingTagText: string,
): { ok: true; body: EntryRequest } | { ok: false; errors: EntryFieldErrors } {
  const pending = parseTagInput(pendingTagText, form.tags);
  const parsed = entryRequestSchema.safeParse({
    title: form.title,
    content: form.content,
    tags: [...form.tags, ...pending.added],
    mood: form.mood,
  });
  if (!parsed.success) {
    return { ok: false, errors: entryFieldErrors(parsed.error.issues) };
  }
  if (pending.invalid) {
    return { ok: false, errors: { tags: journalMessages.tagInvalid } };
  }
  return { ok: true, body: parsed.data };
}
