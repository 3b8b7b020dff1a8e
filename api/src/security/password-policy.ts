import { dictionary } from '@zxcvbn-ts/language-common';
import { authMessages } from '../contracts/auth.js';
import { ValidationError } from '../errors.js';

/**
 * The server's half of the password rules (NIST SP 800-63B): refuse passwords found in a list
 * of common ones (zxcvbn-ts's 49,000 most common passwords, MIT) and passwords that contain the
 * person's email or its local part. The list stays on the server: the browser never loads it.
 */
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** The first problem with a new password, or undefined when it may be used. */
export function passwordProblem(password: string, email: string): string | undefined {
  const normalized = password.normalize('NFKC').toLowerCase();
  if (commonPasswords().has(normalized) || commonPasswords().has(normalized.trim())) {
    return authMessages.passwordCommon;
  }
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  if (normalized.includes(address) || (local.length >= 3 && normalized.includes(local))) {
    return authMessages.passwordHasEmail;
  }
  return undefined;
}

/** Throws the field error `field` for a password the policy refuses. */
export function assertPasswordAllowed(password: string, email: string, field: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw new ValidationError(problem, { [field]: problem });
}
