import {
  entryRequestSchema,
  journalMessages,
  type EntryRequest,
} from '@stride/api/contracts/journal';
import { fieldErrorsFromIssues, type FieldErrors } from '../../lib/form-errors';
import type { FormCheck } from '../../lib/use-zod-form';
import type { EntryForm } from './entry-draft';
import { parseTagInput } from './tag-filters';

/** Messages by the form's fields: a bad tag ('tags.3') is shown under the tags field. */
export function entryFieldErrors(errors: FieldErrors): FieldErrors {
  const byField: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key.split('.')[0] ?? '';
    if (field === 'title' || field === 'content' || field === 'tags' || field === 'mood') {
      byField[field] ??= message;
    }
  }
  return byField;
}

/**
 * The form checked with the shared schema. Text still in the tag box counts as tags, so a tag
 * typed without pressing Enter is saved too.
 */
export function checkEntryForm(form: EntryForm, pendingTagText: string): FormCheck<EntryRequest> {
  const pending = parseTagInput(pendingTagText, form.tags);
  const parsed = entryRequestSchema.safeParse({
    title: form.title,
    content: form.content,
    tags: [...form.tags, ...pending.added],
    mood: form.mood,
  });
  if (!parsed.success) {
    return { ok: false, errors: entryFieldErrors(fieldErrorsFromIssues(parsed.error.issues)) };
  }
  if (pending.invalid) {
    return { ok: false, errors: { tags: journalMessages.tagInvalid } };
  }
  return { ok: true, data: parsed.data };
}
