/**
 * The time-zone picker's list and search: every IANA zone this browser knows, searched by any
 * part of its name ('chicago', 'new york', 'america/new', 'kolkata'), with the person's current
 * zone and the device's zone suggested first.
 */

/** Every zone the browser knows (plus UTC, which some engines leave out), sorted. */
export function allTimeZones(): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    // An engine without supportedValuesOf: the suggestions and UTC still work.
  }
  return [...new Set([...zones, 'UTC'])].sort();
}

/** The device's zone, or null when the browser does not say. */
export function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** 'America/Argentina/Buenos_Aires' → 'Buenos Aires, Argentina, America'. */
export function timeZoneLabel(zone: string): string {
  const parts = zone.split('/').map((part) => part.replace(/_/g, ' '));
  return parts.length === 1 ? (parts[0] ?? zone) : [...parts].reverse().join(', ');
}

/** Lower case, no accents, underscores and slashes as spaces, spaces collapsed. */
function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[_/,\s-]+/g, ' ')
    .trim();
}

export interface TimeZoneSuggestion {
  zone: string;
  reason: 'current' | 'device';
}

export interface TimeZoneSearchResult {
  /** The current and device zones that match the query (all of them for an empty query). */
  suggested: TimeZoneSuggestion[];
  /** Other matching zones, best first, at most `limit`. */
  matches: string[];
  /** Matching zones left out by the limit. */
  more: number;
}

/**
 * Zones matching every word of the query, anywhere in the zone's name. Zones whose city (last
 * part) starts with the query come first, then those where any part does, then the rest.
 */
export function searchTimeZones(
  zones: readonly string[],
  query: string,
  options: { current?: string | null; device?: string | null; limit?: number } = {},
): TimeZoneSearchResult {
  const limit = options.limit ?? 50;
  const words = normalize(query).split(' ').filter(Boolean);
  const text = normalize(query);
  const matchesQuery = (zone: string) => {
    const name = normalize(zone);
    return words.every((word) => name.includes(word));
  };

  const suggested: TimeZoneSuggestion[] = [];
  if (options.current && matchesQuery(options.current)) {
    suggested.push({ zone: options.current, reason: 'current' });
  }
  if (options.device && options.device !== options.current && matchesQuery(options.device)) {
    suggested.push({ zone: options.device, reason: 'device' });
  }
  const skip = new Set(suggested.map((s) => s.zone));

  const rank = (zone: string): number => {
    if (words.length === 0) return 0;
    const parts = normalize(zone).split(' ');
    const city = normalize(zone.split('/').pop() ?? zone);
    if (city.startsWith(text)) return 0;
    if (parts.some((part) => part.startsWith(words[0] ?? ''))) return 1;
    return 2;
  };

  const all = zones
    .filter((zone) => !skip.has(zone) && matchesQuery(zone))
    .map((zone, index) => ({ zone, index, rank: rank(zone) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.zone);

  return { suggested, matches: all.slice(0, limit), more: Math.max(0, all.length - limit) };
}

/** 'UTC−05:00' for a zone at an instant (Intl's own offset name, never computed by hand). */
export function utcOffsetLabel(zone: string, at: Date = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (!name || name === 'GMT' || name === 'GMT+00:00') return 'UTC';
    return name.replace('GMT', 'UTC');
  } catch {
    return '';
  }
}
