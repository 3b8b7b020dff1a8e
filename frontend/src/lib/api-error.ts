import type { ErrorCode } from '@stride/api/contracts/errors';

/**
 * - `network`: the server could not be reached (fetch threw: offline, DNS, connection refused).
 * - `http`: the server answered with an error status.
 * - `invalid-response`: a success status whose body is not what the contract says (for example
 *   an HTML page from a misrouted proxy); treat it like a server failure.
 */
export type ApiErrorKind = 'network' | 'http' | 'invalid-response';

/** An error from the API, in the api.md model: status, code, message and field messages. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly fields: Readonly<Record<string, string>>;
  /** Other members of the error body (api.md extensions such as `profile`). */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(options: {
    kind: ApiErrorKind;
    status: number;
    message: string;
    code?: ErrorCode | undefined;
    fields?: Record<string, string> | undefined;
    details?: Record<string, unknown> | undefined;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = options.kind;
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields ?? {};
    this.details = options.details ?? {};
  }

  get isNetworkError(): boolean {
    return this.kind === 'network';
  }

  /** The server is unreachable or failing (5xx, or a body it should never send): try later. */
  get isServerUnavailable(): boolean {
    return this.kind !== 'http' || this.status >= 500;
  }
}
