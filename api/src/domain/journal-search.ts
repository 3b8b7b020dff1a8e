/**
 * How journal search and tag filters decide, in one place. Table Storage has no substring
 * filter, so each entry keeps a folded copy of its title and content (`searchText`) and its
 * tags as one delimited string (`tagsText`); a search reads only those columns and decides here.
 */

/** The longest folded text kept: Table Storage holds at most 32K UTF-16 characters a string. */
export const searchTextMax = 30_000;

const combiningMarks = /[\u0300-\u036f]/g;

/**
 * Lower-cased, compatibility-folded (NFKD: 'ﬁ' → 'fi', full-width letters → ASCII), accents
 * removed ('café' → 'cafe') and recomposed (NFC keeps Hangul and the like compact).
 */
export function foldForSearch(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(combiningMarks, '').normalize('NFC');
}

/**
 * The stored search column of an entry. Compatibility folding can lengthen text many times
 * (one character may become 18); past the column's size the canonical fold (which never
 * lengthens) is kept instead, so a pathological entry stays searchable by everything but its
 * compatibility characters.
 */
export function searchTextOf(title: string, content: string): string {
  const joined = `${title}\n${content}`;
  const folded = foldForSearch(joined);
  if (folded.length <= searchTextMax) return folded;
  return joined
    .toLowerCase()
    .normalize('NFD')
    .replace(combiningMarks, '')
    .normalize('NFC')
    .slice(0, searchTextMax);
}

/** Tags are normalized already (contracts/journal.ts) and never hold control characters. */
const tagSeparator = '\n';

/** `\na\nb\n`: every tag fenced by separators, so a tag matches only whole. */
export function tagsTextOf(tags: readonly string[]): string {
  return tags.length === 0 ? '' : `${tagSeparator}${tags.join(tagSeparator)}${tagSeparator}`;
}

/** The tags of a `tagsText` column. */
export function tagsOfText(tagsText: string | undefined): string[] {
  return (tagsText ?? '').split(tagSeparator).filter((tag) => tag.length > 0);
}

/** Every tag used, with how many entries carry it: most used first, then alphabetical. */
export function tagCounts(
  tagTexts: readonly (string | undefined)[],
): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const text of tagTexts)
    for (const tag of tagsOfText(text)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

export interface EntryFilter {
  /** Already folded with foldForSearch. */
  search?: string | undefined;
  /** Normalized tags: the entry must have all of them. */
  tags: readonly string[];
}

/** Whether an entry's stored columns satisfy the filter. */
export function matchesFilter(
  row: { searchText?: string | undefined; tagsText?: string | undefined },
  filter: EntryFilter,
): boolean {
  if (filter.search && !(row.searchText ?? '').includes(filter.search)) return false;
  if (filter.tags.length > 0) {
    const tags = row.tagsText ?? '';
    for (const tag of filter.tags) {
      if (!tags.includes(`${tagSeparator}${tag}${tagSeparator}`)) return false;
    }
  }
  return true;
}
