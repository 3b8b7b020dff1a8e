import { errorBodySchema } from '@stride/api/contracts/errors';
import type { z } from 'zod';
import { env } from '../config/env';
import { ApiError } from './api-error';
import { notifySessionLost } from './session/session-events';
import { readStorage, storageKeys } from './storage-keys';

export interface ApiRequestOptions<Schema extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Validates the success body; without it the body is not read. */
  schema?: Schema;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * A call made without the session (sign-in, registration, recovery): the stored token is not
   * sent, and a 401 is the caller's to show rather than a lost session.
   */
  anonymous?: boolean;
}

/**
 * The one fetch wrapper. Calls `${apiBaseUrl}${path}` on this origin, sends JSON, sends the
 * session token as `X-Stride-Auth: Bearer <token>` (Static Web Apps overwrites Authorization),
 * and turns every failure into an ApiError.
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<Schema> & { schema: Schema },
): Promise<z.infer<Schema>>;
export async function apiRequest(
  path: string,
  options?: ApiRequestOptions<z.ZodType>,
): Promise<void>;
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<Schema> = {},
): Promise<z.infer<Schema> | void> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.anonymous ? null : readStorage(storageKeys.authToken);
  if (token) headers['X-Stride-Auth'] = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({
      kind: 'network',
      status: 0,
      message: 'Could not reach the server.',
      cause,
    });
  }

  if (!response.ok) {
    // A signed-in call refused: the session is over (expired, revoked, or signed out elsewhere).
    if (response.status === 401 && token) notifySessionLost();
    throw await errorFromResponse(response);
  }
  if (!options.schema) return;

  const body = await readJson(response);
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({
      kind: 'invalid-response',
      status: response.status,
      message: 'The server sent an unexpected answer.',
      cause: parsed.error,
    });
  }
  return parsed.data;
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    // Anything else the error carries (error.profile of a 428, for instance).
    const {
      code: _c,
      message: _m,
      fields: _f,
      ...details
    } = (body as { error: Record<string, unknown> }).error;
    return new ApiError({ kind: 'http', status: response.status, code, message, fields, details });
  }
  // No api.md error body (a proxy's 502 page, for instance): no message to show.
  return new ApiError({ kind: 'http', status: response.status, message: '' });
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}
