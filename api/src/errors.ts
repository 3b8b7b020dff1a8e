import type { ErrorCode } from './contracts/errors.js';
import { authMessages } from './contracts/auth.js';

/** A failure the client can act on; `app.onError` turns it into the api.md error body. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 428 | 429 | 500 | 503,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class ValidationError extends AppError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, 'validation', message, fields);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message);
  }
}

export class ConflictError extends AppError {
  constructor(message = 'This was changed elsewhere; reload and try again.') {
    super(409, 'conflict', message);
  }
}

export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'rate_limited', message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(limitBytes: number) {
    super(413, 'too_large', `The request body is larger than ${formatBytes(limitBytes)}.`);
  }
}

/**
 * An account has stored as much of something as one account may (api.md, "Storage limits"):
 * 429 for a number of rows, 413 for photo bytes. Nothing of the refused write is stored.
 */
export class QuotaExceededError extends AppError {
  constructor(status: 413 | 429, message: string, quota: { kind: string; limit: number }) {
    super(status, 'quota_exceeded', message, undefined, { quota });
  }
}

export class StorageUnavailableError extends AppError {
  constructor() {
    super(503, 'unavailable', 'Stride is temporarily unavailable. Please try again shortly.');
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** 401: no valid token, or a live session whose account is gone. */
export class UnauthorizedError extends AppError {
  constructor(message: string = authMessages.sessionExpired) {
    super(401, 'unauthorized', message);
  }
}
