import type { z } from 'zod';
import { ApiError } from '../../lib/api-error';

/** Field key (dotted path: 'address.zipCode') → the message shown beside that field. */
export type FieldErrors = Record<string, string>;

/** The first issue of each field, in the schema's order. */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** A server validation error's fields, when it has any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError && error.kind === 'http' ? { ...error.fields } : {};
}

/** Removes one field's error (editing a field clears its error). */
export function withoutError(errors: FieldErrors, key: string): FieldErrors {
  if (!(key in errors)) return errors;
  const next = { ...errors };
  delete next[key];
  return next;
}
