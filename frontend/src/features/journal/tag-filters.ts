import { normalizeTag, tagSchema } from '@stride/api/contracts/journal';

/** A filter chip pressed or released: several pressed chips mean entries having all of them. */
export function toggleTag(selected: readonly string[], tag: string): string[] {
  const normal = normalizeTag(tag);
  return selected.includes(normal)
    ? selected.filter((t) => t !== normal)
    : [...selected, normal].sort((a, b) => a.localeCompare(b));
}

/**
 * Suggestions while typing a tag: the person's tags not chosen yet, those starting with the
 * typed text first, then those containing it; all of them (in use order) when nothing is typed.
 */
export function suggestTags(
  known: readonly string[],
  chosen: readonly string[],
  typed: string,
  max = 8,
): string[] {
  const query = normalizeTag(typed);
  const open = known.filter((tag) => !chosen.includes(tag));
  if (!query) return open.slice(0, max);
  const starts = open.filter((tag) => tag.startsWith(query));
  const contains = open.filter((tag) => !tag.startsWith(query) && tag.includes(query));
  return [...starts, ...contains].slice(0, max);
}

/**
 * Text typed into the tag box, as tags: "Voice, gym" is two. Returns the valid new tags and
 * whether any piece was refused (too long, control characters).
 */
export function parseTagInput(
  text: string,
  chosen: readonly string[],
): { added: string[]; invalid: boolean } {
  const added: string[] = [];
  let invalid = false;
  for (const piece of text.split(',')) {
    if (!piece.trim()) continue;
    const parsed = tagSchema.safeParse(piece);
    if (!parsed.success) {
      invalid = true;
      continue;
    }
    if (!chosen.includes(parsed.data) && !added.includes(parsed.data)) added.push(parsed.data);
  }
  return { added, invalid };
}
