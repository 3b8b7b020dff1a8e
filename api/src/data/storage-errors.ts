import { RestError } from '@azure/data-tables';

/** Network-level failures: storage could not be reached at all. */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'REQUEST_SEND_ERROR',
]);

export function isStorageUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && unreachableCodes.has(code)) return true;
  // The blob client's per-try timeout (no request of ours is ever aborted by the caller).
  if (error.name === 'AbortError') return true;
  if (error instanceof RestError && error.statusCode === undefined) return true;
  if (error instanceof RestError && (error.statusCode === 503 || error.statusCode === 500)) {
    return true;
  }
  return false;
}

export function storageStatus(error: unknown): number | undefined {
  return error instanceof RestError ? error.statusCode : undefined;
}

/** Azure answers 409 to an insert of an existing key. */
export function isAlreadyExists(error: unknown): boolean {
  return storageStatus(error) === 409;
}

export function isNotFound(error: unknown): boolean {
  return storageStatus(error) === 404;
}

/** Azure answers 412 to a write whose ETag is stale. */
export function isPreconditionFailed(error: unknown): boolean {
  return storageStatus(error) === 412;
}
