import type { Context } from 'hono';
import { isEtag } from '../contracts/common.js';
import { AppError } from '../errors.js';

/**
 * The If-Match header of a write, checked before it reaches storage: absent means "apply it",
 * `*` means "if it exists", anything else must be an ETag as this API gives them. A header that
 * is not one could never match the current version, so it is refused as a conflict (409) with
 * a message saying what to send instead of letting storage answer 400.
 */
export function ifMatch(c: Context): string | undefined {
  const value = c.req.header('if-match')?.trim();
  if (value === undefined || value === '') return undefined;
  if (value === '*' || isEtag(value)) return value;
  throw new AppError(
    409,
    'conflict',
    'If-Match must be the etag from an earlier reply; reload and try again.',
  );
}
