import type { z } from 'zod/mini';
import { env } from '../config/env';
import { ApiError } from './api-error';
import { takeEarlyCall } from './early-calls';
import { notifySessionLost } from './session/session-events';
import { readStorage, storageKeys } from './storage-keys';

export interface ApiRequestOptions<Schema extends z.ZodMiniType> {
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
  /** Reads the success response's headers (a restore token, for instance). */
  onHeaders?: (headers: Headers) => void;
}

/**
 * The one fetch wrapper. Calls `${apiBaseUrl}${path}` on this origin, sends JSON, sends the
 * session token as `X-Stride-Auth: Bearer <token>` (Static Web Apps overwrites Authorization),
 * and turns every failure into an ApiError.
 */
export async function apiRequest<Schema extends z.ZodMiniType>(
  path: string,
  options: ApiRequestOptions<Schema> & { schema: Schema },
): Promise<z.infer<Schema>>;
export async function apiRequest(
  path: string,
  options?: ApiRequestOptions<z.ZodMiniType>,
): Promise<void>;
export async function apiRequest<Schema extends z.ZodMiniType>(
  path: string,
  options: ApiRequestOptions<Schema> = {},
): Promise<z.infer<Schema> | void> {
  const response = await send(path, options, 'application/json');
  options.onHeaders?.(response.headers);
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

/** A file the API answered (an export), with the name its Content-Disposition suggests. */
export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition: attachment; filename="…"`, else null. */
  fileName: string | null;
}

/**
 * A signed-in GET whose answer is a file rather than JSON (the account export, its CSVs): the
 * same headers, token and errors as apiRequest, the body read as a Blob.
 */
export async function apiDownload(
  path: string,
  options: { signal?: AbortSignal } = {},
): Promise<DownloadedFile> {
  const response = await send(path, options, '*/*');
  const blob = await response.blob();
  const fileName =
    /filename="?([^";]+)"?/i.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
  return { blob, fileName };
}

/** Upload progress: bytes sent so far and the total, once the browser knows it. */
export interface UploadProgress {
  loaded: number;
  total: number | null;
}

/**
 * A signed-in multipart POST (a progress photo) through XMLHttpRequest, because fetch cannot
 * report upload progress: the same base URL, token header and ApiError as apiRequest. Errors also
 * carry the response's `statusText` in `details.statusText` (for 'Image analysis failed: …').
 */
export function apiUpload<Schema extends z.ZodMiniType>(
  path: string,
  form: FormData,
  options: {
    schema: Schema;
    onProgress?: (progress: UploadProgress) => void;
    signal?: AbortSignal;
  },
): Promise<z.infer<Schema>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = readStorage(storageKeys.authToken);
    const abort = () => xhr.abort();
    xhr.open('POST', `${env.apiBaseUrl}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('X-Stride-Auth', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      options.onProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : null,
      });
    };
    const unreachable = () =>
      new ApiError({
        kind: 'network',
        status: 0,
        message: 'Could not reach the server.',
        details: { statusText: '' },
      });
    xhr.onerror = () => {
      options.signal?.removeEventListener('abort', abort);
      reject(unreachable());
    };
    xhr.onabort = () => {
      options.signal?.removeEventListener('abort', abort);
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.onload = () => {
      options.signal?.removeEventListener('abort', abort);
      if (xhr.status < 200 || xhr.status > 599) return reject(unreachable());
      void (async () => {
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        const response = new Response(empty ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
        });
        if (!response.ok) {
          if (xhr.status === 401 && token) notifySessionLost();
          const error = await errorFromResponse(response);
          return reject(
            new ApiError({
              kind: error.kind,
              status: error.status,
              code: error.code,
              message: error.message,
              fields: { ...error.fields },
              details: { ...error.details, statusText: xhr.statusText },
            }),
          );
        }
        const parsed = options.schema.safeParse(await readJson(response));
        if (!parsed.success) {
          return reject(
            new ApiError({
              kind: 'invalid-response',
              status: xhr.status,
              message: 'The server sent an unexpected answer.',
              details: { statusText: xhr.statusText },
              cause: parsed.error,
            }),
          );
        }
        resolve(parsed.data);
      })();
    };
    if (options.signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });
}

/** Sends a request; answers the response when it is a success, else throws an ApiError. */
async function send(
  path: string,
  options: ApiRequestOptions<z.ZodMiniType>,
  accept: string,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.anonymous ? null : readStorage(storageKeys.authToken);
  if (token) headers['X-Stride-Auth'] = `Bearer ${token}`;

  const url = `${env.apiBaseUrl}${path}`;
  const ask = () =>
    fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
      credentials: 'same-origin',
    });
  // A plain GET that boot.js already started (lib/early-calls.ts); if it failed, ask again.
  const plainGet =
    (options.method ?? 'GET') === 'GET' && options.body === undefined && !options.headers;
  const early = plainGet && accept === 'application/json' ? takeEarlyCall(url, token) : undefined;
  let response: Response;
  try {
    response = await (early ? early.catch(ask) : ask());
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
  return response;
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  // The error contract (and zod with it) loads only when an error arrives: a signed-out page's
  // first load carries no schema library (issue 15).
  let errorBodySchema;
  try {
    ({ errorBodySchema } = await import('@stride/api/contracts/errors'));
  } catch {
    return new ApiError({ kind: 'http', status: response.status, message: '' });
  }
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
