import { afterEach, describe, expect, it } from 'vitest';
import { isKeptAcrossVersions } from '../../lib/storage-keys';
import {
  clearEntryDraft,
  emptyEntryForm,
  entryDraftKey,
  hasEntryDraft,
  readEntryDraft,
  syncEntryDraft,
  writeEntryDraft,
} from './entry-draft';

afterEach(() => localStorage.clear());

describe('entry drafts in localStorage', () => {
  it('keys every draft under the stride_draft: prefix, which survives the version check', () => {
    expect(entryDraftKey(null)).toBe('stride_draft:journal:new');
    expect(entryDraftKey('abc')).toBe('stride_draft:journal:abc');
    expect(isKeptAcrossVersions(entryDraftKey(null))).toBe(true);
  });

  it('writes, reads back and clears a draft', () => {
    const form = { title: 'Week 3', content: 'Line one\nLine two', tags: ['voice'], mood: 4 };
    writeEntryDraft(null, form, null, new Date('2025-06-03T10:00:00Z'));
    expect(readEntryDraft(null)).toEqual({
      ...form,
      baseEtag: null,
      savedAt: '2025-06-03T10:00:00.000Z',
    });
    expect(hasEntryDraft(null)).toBe(true);
    expect(hasEntryDraft('other')).toBe(false);
    clearEntryDraft(null);
    expect(readEntryDraft(null)).toBeNull();
  });

  it('ignores a damaged or foreign value', () => {
    localStorage.setItem(entryDraftKey(null), '{not json');
    expect(readEntryDraft(null)).toBeNull();
    localStorage.setItem(entryDraftKey(null), JSON.stringify({ title: 1 }));
    expect(readEntryDraft(null)).toBeNull();
  });

  it('keeps a draft only while the form differs from where it started and is not blank', () => {
    const baseline = { title: 'Old', content: 'Text', tags: ['a'], mood: null };
    expect(syncEntryDraft('e1', { ...baseline, content: 'Text!' }, baseline, '"etag-1"')).toBe(
      'kept',
    );
    expect(readEntryDraft('e1')).toMatchObject({ content: 'Text!', baseEtag: '"etag-1"' });
    // Typed back to the saved version: nothing left to keep.
    expect(syncEntryDraft('e1', { ...baseline }, baseline, '"etag-1"')).toBe('none');
    expect(readEntryDraft('e1')).toBeNull();
    // A new entry with nothing typed is no draft.
    expect(syncEntryDraft(null, emptyEntryForm, { ...emptyEntryForm, title: 'Prompt' }, null)).toBe(
      'none',
    );
    expect(readEntryDraft(null)).toBeNull();
  });
});
