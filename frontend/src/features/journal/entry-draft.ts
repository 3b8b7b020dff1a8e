import { z } from '@stride/api/contracts/zod';
import { draftKey, readStorage, removeStorage, writeStorage } from '../../lib/storage-keys';

/** What the editor holds: the entry's fields as typed. */
export interface EntryForm {
  title: string;
  content: string;
  tags: string[];
  mood: number | null;
}

export const emptyEntryForm: EntryForm = { title: '', content: '', tags: [], mood: null };

const draftSchema = z.object({
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  mood: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(5))),
  /** The version of the entry the draft edits (sent as If-Match); null for a new entry. */
  baseEtag: z.nullable(z.string()),
  savedAt: z.string(),
});
export type EntryDraft = z.infer<typeof draftSchema>;

/**
 * One draft per entry on this device: `stride_draft:journal:new` for a new entry,
 * `stride_draft:journal:<id>` for an edit. The prefix survives the version check and is
 * cleared on sign-out (see lib/storage-keys.ts).
 */
export function entryDraftKey(entryId: string | null): string {
  return draftKey(`journal:${entryId ?? 'new'}`);
}

export function readEntryDraft(entryId: string | null): EntryDraft | null {
  const raw = readStorage(entryDraftKey(entryId));
  if (!raw) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeEntryDraft(
  entryId: string | null,
  form: EntryForm,
  baseEtag: string | null,
  now: Date = new Date(),
): boolean {
  const draft: EntryDraft = { ...form, baseEtag, savedAt: now.toISOString() };
  return writeStorage(entryDraftKey(entryId), JSON.stringify(draft));
}

/**
 * A new entry the server refused (kept in the outbox, issue 20) put back in the editor: its
 * fields become the new-entry draft, which the editor opens with.
 */
export function writeEntryDraftFrom(body: Readonly<Record<string, unknown>>): boolean {
  const tags = Array.isArray(body.tags) ? body.tags.filter((t) => typeof t === 'string') : [];
  const mood = typeof body.mood === 'number' && body.mood >= 1 && body.mood <= 5 ? body.mood : null;
  return writeEntryDraft(
    null,
    {
      title: typeof body.title === 'string' ? body.title : '',
      content: typeof body.content === 'string' ? body.content : '',
      tags,
      mood: mood === null ? null : Math.round(mood),
    },
    null,
  );
}

export function clearEntryDraft(entryId: string | null): void {
  removeStorage(entryDraftKey(entryId));
}

export function hasEntryDraft(entryId: string | null): boolean {
  return readEntryDraft(entryId) !== null;
}

/** Nothing typed yet: no draft is worth keeping. */
export function isBlankForm(form: EntryForm): boolean {
  return !form.title.trim() && !form.content.trim() && form.tags.length === 0 && form.mood === null;
}

export function sameForm(a: EntryForm, b: EntryForm): boolean {
  return (
    a.title === b.title &&
    a.content === b.content &&
    a.mood === b.mood &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, i) => tag === b.tags[i])
  );
}

/**
 * Keeps the draft in step with the form: written while the form differs from what it started
 * from (and is not blank), removed when it matches again.
 */
export function syncEntryDraft(
  entryId: string | null,
  form: EntryForm,
  baseline: EntryForm,
  baseEtag: string | null,
): 'kept' | 'none' {
  if (sameForm(form, baseline) || isBlankForm(form)) {
    clearEntryDraft(entryId);
    return 'none';
  }
  writeEntryDraft(entryId, form, baseEtag);
  return 'kept';
}
