import { describe, expect, it } from 'vitest';
import { parseTagInput, suggestTags, toggleTag } from './tag-filters';

describe('tag filter chips', () => {
  it('presses and releases a chip; several pressed chips are all kept (entries having all)', () => {
    let selected = toggleTag([], 'voice');
    expect(selected).toEqual(['voice']);
    selected = toggleTag(selected, 'Gym');
    expect(selected).toEqual(['gym', 'voice']);
    selected = toggleTag(selected, ' VOICE ');
    expect(selected).toEqual(['gym']);
    expect(toggleTag(selected, 'gym')).toEqual([]);
  });

  it('suggests unchosen tags: prefix matches first, then those containing the text', () => {
    const known = ['family', 'first-shot', 'gym', 'self-care', 'voice'];
    expect(suggestTags(known, ['gym'], '')).toEqual(['family', 'first-shot', 'self-care', 'voice']);
    expect(suggestTags(known, [], 'F')).toEqual(['family', 'first-shot', 'self-care']);
    expect(suggestTags(known, ['family'], 'fi')).toEqual(['first-shot']);
    expect(suggestTags(known, [], 'zzz')).toEqual([]);
    expect(suggestTags(known, [], '', 2)).toEqual(['family', 'first-shot']);
  });

  it('turns typed text into normalized tags: commas split, duplicates and chosen ones dropped', () => {
    expect(parseTagInput(' Voice, gym ,, voice', ['gym'])).toEqual({
      added: ['voice'],
      invalid: false,
    });
    expect(parseTagInput('x'.repeat(41), [])).toEqual({ added: [], invalid: true });
    expect(parseTagInput('   ', [])).toEqual({ added: [], invalid: false });
  });
});
