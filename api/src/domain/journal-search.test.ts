import { describe, expect, it } from 'vitest';
import {
  foldForSearch,
  matchesFilter,
  searchTextMax,
  searchTextOf,
  tagsTextOf,
} from './journal-search.js';

describe('journal search', () => {
  it('folds letter case, accents and compatibility forms', () => {
    expect(foldForSearch('Café CRÈME')).toBe('cafe creme');
    expect(foldForSearch('\uFB01rst ＶＯＩＣＥ')).toBe('first voice');
    expect(foldForSearch('İstanbul')).toBe('istanbul');
    expect(foldForSearch('한국어')).toBe('한국어');
    expect(foldForSearch('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });

  it('matches title or content, never across the two', () => {
    const row = { searchText: searchTextOf('Voice', 'dropping'), tagsText: tagsTextOf([]) };
    expect(matchesFilter(row, { search: 'voice', tags: [] })).toBe(true);
    expect(matchesFilter(row, { search: 'dropping', tags: [] })).toBe(true);
    expect(matchesFilter(row, { search: 'voicedropping', tags: [] })).toBe(false);
  });

  it('keeps the stored column within Table Storage limits', () => {
    const expanding = '\uFDFA'.repeat(20_000); // one character, 18 when compatibility-folded
    const text = searchTextOf('t', expanding);
    expect(text.length).toBeLessThanOrEqual(searchTextMax);
    expect(searchTextOf('Short', 'text')).toBe('short\ntext');
  });

  it('matches whole tags only, and all of them', () => {
    const row = { tagsText: tagsTextOf(['hrt', 'voice']) };
    expect(row.tagsText).toBe('\nhrt\nvoice\n');
    expect(matchesFilter(row, { tags: ['hrt'] })).toBe(true);
    expect(matchesFilter(row, { tags: ['hrt', 'voice'] })).toBe(true);
    expect(matchesFilter(row, { tags: ['hr'] })).toBe(false);
    expect(matchesFilter(row, { tags: ['hrt', 'gym'] })).toBe(false);
    expect(matchesFilter({ tagsText: '' }, { tags: ['hrt'] })).toBe(false);
    expect(tagsTextOf([])).toBe('');
  });
});
