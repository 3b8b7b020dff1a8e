/**
 * What telemetry may keep of an outgoing URL: the scheme, the host and the first path segment
 * (the table, blob container or API area), never the rest. Table Storage puts the user's id and
 * row keys (dates of doses, journal ids) in the path, Blob Storage the user's id and photo ids,
 * and query strings carry filters and signatures: none of that leaves the process.
 */
export function redactUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return '[redacted]';
  }
  const segments = url.pathname.split('/').filter((s) => s.length > 0);
  const first = segments[0]?.replace(/\(.*$/s, '') ?? '';
  const rest = segments.length > 1 || /\(/.test(segments[0] ?? '') ? '/*' : '';
  return `${url.protocol}//${url.host}${first ? `/${first}` : ''}${rest}`;
}

/** Span attributes that hold a URL, a path or a query (old and new semantic conventions). */
export const urlAttributes: ReadonlyMap<string, 'url' | 'path' | 'drop'> = new Map([
  ['http.url', 'url'],
  ['url.full', 'url'],
  ['http.target', 'path'],
  ['url.path', 'path'],
  ['url.query', 'drop'],
]);

/** A path alone (no host): its first segment only. */
export function redactPath(path: string): string {
  return redactUrl(`http://h${path.startsWith('/') ? '' : '/'}${path}`).replace('http://h', '');
}
