/**
 * Calls public/boot.js started before the app's code arrived (issue 15): on a signed-in page it
 * asks for the session (GET /api/auth/me) and, on /dashboard, for the page's two calls, while the
 * page's scripts download, instead of a round trip after they have run. The app's first request
 * for the same URL with the same token takes the response instead of asking again; each is
 * taken once, and one nobody takes is simply dropped. Keyed by the URL as the app would fetch it,
 * so a build whose API lives elsewhere (VITE_API_BASE_URL) never matches and asks as before.
 * A call older than `earlyCallMaxAgeMs` is dropped too: the page asks within a second or two of
 * loading, and an answer kept longer could be older than something the person changed since.
 */
export const earlyCallMaxAgeMs = 10_000;

export interface EarlyCall {
  token: string;
  response: Promise<Response>;
  /** Date.now() when boot.js started it. */
  at: number;
}

declare global {
  interface Window {
    __strideEarlyCalls?: Record<string, EarlyCall | undefined>;
  }
}

export function takeEarlyCall(url: string, token: string | null): Promise<Response> | undefined {
  const calls = typeof window === 'undefined' ? undefined : window.__strideEarlyCalls;
  const call = calls?.[url];
  if (!calls || !call) return undefined;
  delete calls[url];
  const fresh = Date.now() - call.at <= earlyCallMaxAgeMs;
  return token !== null && call.token === token && fresh ? call.response : undefined;
}
