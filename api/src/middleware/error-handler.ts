import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../contracts/errors.js';
import { isPreconditionFailed, isStorageUnreachable } from '../data/storage-errors.js';
import { AppError, ConflictError, RateLimitedError, StorageUnavailableError } from '../errors.js';
import type { Logger } from '../logger.js';
import { routeTemplate } from './request-telemetry.js';

/** The one place errors become api.md's error body. Never a stack, never internals. */
export function errorHandler(log: Logger): ErrorHandler {
  return (error, c) => {
    const known = toAppError(error);
    if (!known) {
      log.error(`${c.req.method} ${routeTemplate(c)} unexpected error`, error);
      return c.json(
        errorBody('internal', 'Something went wrong on our side. Please try again.'),
        500,
      );
    }
    if (known instanceof StorageUnavailableError) {
      log.error(`${c.req.method} ${routeTemplate(c)} storage unreachable`, error);
    }
    if (known instanceof RateLimitedError) c.header('Retry-After', String(known.retryAfterSeconds));
    // The rest of an oversized body was never read: the connection cannot be reused.
    if (known.code === 'too_large') c.header('Connection', 'close');
    const body = errorBody(known.code, known.message, known.fields);
    return c.json(
      { ...body, error: { ...body.error, ...known.extra } },
      known.status as ContentfulStatusCode,
    );
  };
}

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isPreconditionFailed(error)) return new ConflictError();
  if (isStorageUnreachable(error)) return new StorageUnavailableError();
  if (error instanceof HTTPException) {
    const status = error.status;
    if (status === 413) return new AppError(413, 'too_large', 'The request body is too large.');
    if (status === 401) return new AppError(401, 'unauthorized', 'Please sign in.');
    if (status === 400) return new AppError(400, 'validation', error.message || 'Bad request.');
  }
  return undefined;
}

export function errorBody(
  code: ErrorBody['error']['code'],
  message: string,
  fields?: Record<string, string>,
): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}
