import { journalMessages } from '@stride/api/contracts/journal';
import { describe, expect, it } from 'vitest';
import { emptyEntryForm } from './entry-draft';
import { checkEntryForm, entryFieldErrors } from './entry-form';

describe('journal entry form', () => {
  it('sends the tag still in the tag box with the others', () => {
    const form = { ...emptyEntryForm, title: 'Day one', content: 'Voice cracked today.' };
    const checked = checkEntryForm({ ...form, tags: ['voice'] }, 'mood');
    expect(checked).toMatchObject({ ok: true, data: { tags: ['voice', 'mood'] } });
  });

  it('shows the shared messages by the fields, a bad tag under the tags field', () => {
    expect(checkEntryForm(emptyEntryForm, '')).toMatchObject({
      ok: false,
      errors: { title: expect.any(String), content: expect.any(String) },
    });
    expect(entryFieldErrors({ 'tags.2': journalMessages.tagInvalid, 'tags.4': 'other' })).toEqual({
      tags: journalMessages.tagInvalid,
    });
    expect(entryFieldErrors({ elsewhere: 'x', mood: 'Pick 1-5' })).toEqual({ mood: 'Pick 1-5' });
  });
});
