import { createHash, randomInt } from 'node:crypto';

/**
 * Recovery codes: 16 characters from a 32-letter alphabet without look-alikes (80 bits), shown
 * once as XXXX-XXXX-XXXX-XXXX. With that much entropy a SHA-256 of the normalized code is a
 * safe stored form, and doubles as its lookup key.
 */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const recoveryCodeCount = 10;

export function generateRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < 16; i++) raw += alphabet[randomInt(alphabet.length)];
  return raw.match(/.{4}/g)!.join('-');
}

export function generateRecoveryCodes(count = recoveryCodeCount): string[] {
  return Array.from({ length: count }, generateRecoveryCode);
}

/** Case, spaces and dashes do not matter when a person types a code back. */
export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}
