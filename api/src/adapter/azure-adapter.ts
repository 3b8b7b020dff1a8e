/**
 * Azure Functions HttpRequest ⇄ web Request/Response.
 *
 * Structural types keep this module free of @azure/functions (only functions/ imports it);
 * the package's own HttpRequest satisfies AzureRequestLike, and AzureResponse is
 * assignable to its HttpResponseInit.
 */

export interface AzureRequestLike {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export interface AzureCookie {
  name: string;
  value: string;
  domain?: string;
  path?: string;
  expires?: Date;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
  maxAge?: number;
}

export interface AzureResponse {
  status: number;
  headers: Record<string, string>;
  cookies: AzureCookie[];
  body: Uint8Array | undefined;
}

/** Static Web Apps puts the URL the browser asked for here; the function sees its own host. */
export const originalUrlHeader = 'x-ms-original-url';

export async function toWebRequest(req: AzureRequestLike): Promise<Request> {
  const headers = new Headers(req.headers);
  const url = originalUrl(headers.get(originalUrlHeader), req.url);
  const method = req.method.toUpperCase();
  let body: Uint8Array<ArrayBuffer> | null = null;
  if (method !== 'GET' && method !== 'HEAD') {
    const bytes = new Uint8Array(await req.arrayBuffer());
    // An empty POST arrives with no body and often no content type: give the app no body
    // (it answers "a body is required") rather than an empty stream it must special-case.
    if (bytes.byteLength > 0) body = bytes;
  }
  if (body) headers.set('content-length', String(body.byteLength));
  else headers.delete('content-length');
  return new Request(url, { method, headers, body });
}

function originalUrl(original: string | null, functionUrl: string): string {
  if (original) {
    try {
      return new URL(original).toString();
    } catch {
      // A relative or malformed value: keep the function's own URL.
    }
  }
  return functionUrl;
}

export async function toAzureResponse(res: Response): Promise<AzureResponse> {
  const headers: Record<string, string> = {};
  res.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value;
  });
  const cookies = res.headers.getSetCookie().map(parseSetCookie);
  const buffer = res.body ? new Uint8Array(await res.arrayBuffer()) : undefined;
  return { status: res.status, headers, cookies, body: buffer };
}

/**
 * Several Set-Cookie headers cannot share one header field (they may contain commas),
 * so Azure takes them as a list of cookies.
 */
export function parseSetCookie(header: string): AzureCookie {
  const [pair = '', ...attributes] = header.split(';');
  const eq = pair.indexOf('=');
  const cookie: AzureCookie = {
    name: (eq >= 0 ? pair.slice(0, eq) : pair).trim(),
    value: eq >= 0 ? pair.slice(eq + 1).trim() : '',
  };
  for (const attribute of attributes) {
    const i = attribute.indexOf('=');
    const key = (i >= 0 ? attribute.slice(0, i) : attribute).trim().toLowerCase();
    const value = i >= 0 ? attribute.slice(i + 1).trim() : '';
    switch (key) {
      case 'domain':
        cookie.domain = value;
        break;
      case 'path':
        cookie.path = value;
        break;
      case 'expires': {
        const date = new Date(value);
        if (!Number.isNaN(date.getTime())) cookie.expires = date;
        break;
      }
      case 'max-age': {
        const seconds = Number(value);
        if (Number.isFinite(seconds)) cookie.maxAge = seconds;
        break;
      }
      case 'secure':
        cookie.secure = true;
        break;
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'samesite': {
        const v = value.toLowerCase();
        if (v === 'strict') cookie.sameSite = 'Strict';
        else if (v === 'lax') cookie.sameSite = 'Lax';
        else if (v === 'none') cookie.sameSite = 'None';
        break;
      }
    }
  }
  return cookie;
}

/** The whole trip: an Azure request through a fetch-style app and back. */
export async function handleWithApp(
  req: AzureRequestLike,
  fetchApp: (request: Request) => Response | Promise<Response>,
): Promise<AzureResponse> {
  return toAzureResponse(await fetchApp(await toWebRequest(req)));
}
