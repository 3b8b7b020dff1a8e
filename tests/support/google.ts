import { generateKeyPairSync, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { createGoogleVerifier, type GoogleVerifier } from '../../api/src/security/google.js';

/**
 * A stand-in for Google's signing keys: tests sign RS256 ID tokens with their own key pair and
 * hand google-auth-library the matching certificate. No network.
 */
export const testGoogleClientId = 'stride-test.apps.googleusercontent.com';

export interface FakeGoogle {
  verifier: GoogleVerifier;
  token(
    claims?: Partial<GoogleClaims>,
    options?: { expiresInSeconds?: number; signWith?: 'other-key' },
  ): string;
}

export interface GoogleClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  name: string;
  aud: string;
  iss: string;
}

export function fakeGoogle(): FakeGoogle {
  const kid = randomUUID();
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicPem = key.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const verifier = createGoogleVerifier(testGoogleClientId, async () => ({ [kid]: publicPem }));
  return {
    verifier,
    token(claims = {}, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const payload = {
        sub: '1000001',
        email: 'river@gmail.example',
        email_verified: true,
        given_name: 'River',
        family_name: 'Stone',
        name: 'River Stone',
        aud: testGoogleClientId,
        iss: 'https://accounts.google.com',
        ...claims,
        iat: now - 10,
        exp: now + (options.expiresInSeconds ?? 3600),
      };
      const signer = options.signWith === 'other-key' ? other.privateKey : key.privateKey;
      return jwt.sign(payload, signer.export({ type: 'pkcs8', format: 'pem' }).toString(), {
        algorithm: 'RS256',
        keyid: kid,
      });
    },
  };
}
