import type { AccessToken, TokenCredential } from '@azure/core-auth';

/**
 * The Functions host's managed identity as an Azure SDK credential, without @azure/identity:
 * App Service and Functions (Flex Consumption included) expose IDENTITY_ENDPOINT and
 * IDENTITY_HEADER, and answer a token for a resource. Tokens are reused until five minutes
 * before they expire. Used by the scheduled-jobs app, which holds no storage key.
 */
export function managedIdentityCredential(env: NodeJS.ProcessEnv = process.env): TokenCredential {
  const cache = new Map<string, AccessToken>();
  return {
    async getToken(scopes) {
      const scope = Array.isArray(scopes) ? scopes[0] : scopes;
      const resource = String(scope).replace(/\/\.default$/, '');
      const cached = cache.get(resource);
      if (cached && cached.expiresOnTimestamp - Date.now() > 5 * 60_000) return cached;
      const endpoint = env.IDENTITY_ENDPOINT;
      const header = env.IDENTITY_HEADER;
      if (!endpoint || !header) {
        throw new Error('No managed identity here (IDENTITY_ENDPOINT is not set)');
      }
      const url = new URL(endpoint);
      url.searchParams.set('resource', resource);
      url.searchParams.set('api-version', '2019-08-01');
      const res = await fetch(url, { headers: { 'X-IDENTITY-HEADER': header } });
      if (!res.ok) throw new Error(`Managed identity token request answered ${res.status}`);
      const body = (await res.json()) as { access_token: string; expires_on: string | number };
      const token = {
        token: body.access_token,
        expiresOnTimestamp: Number(body.expires_on) * 1000,
      };
      cache.set(resource, token);
      return token;
    },
  };
}
