import { OAuth2Client } from 'google-auth-library';

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  name?: string;
}

export interface GoogleVerifier {
  /** The identity in a Google ID token, or undefined when it does not verify. */
  verify(credential: string): Promise<GoogleIdentity | undefined>;
}

const issuers = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Verifies Google ID tokens with google-auth-library against our client id. `certs` replaces
 * Google's published keys (tests sign their own tokens; nothing leaves the machine).
 */
export function createGoogleVerifier(
  clientId: string | undefined,
  certs?: () => Promise<Record<string, string>>,
): GoogleVerifier {
  const client = new OAuth2Client({ clientId });
  return {
    async verify(credential) {
      if (!clientId) return undefined;
      try {
        const ticket = certs
          ? await client.verifySignedJwtWithCertsAsync(credential, await certs(), clientId, issuers)
          : await client.verifyIdToken({ idToken: credential, audience: clientId });
        const payload = ticket.getPayload();
        if (!payload?.sub || !payload.email) return undefined;
        return {
          sub: payload.sub,
          email: payload.email,
          emailVerified: payload.email_verified === true,
          givenName: payload.given_name,
          familyName: payload.family_name,
          name: payload.name,
        };
      } catch {
        return undefined;
      }
    },
  };
}
