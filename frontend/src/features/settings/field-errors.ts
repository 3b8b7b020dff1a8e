import type { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import { settingsText } from './settings-text';

/** Field key → the message shown beside that field. */
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

/** A 400's field messages, or none. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError && error.kind === 'http' && error.status === 400
    ? { ...error.fields }
    : {};
}

/** What a failed request shows when no field explains it. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.kind === 'network') return settingsText.networkError;
  if (error.kind !== 'http') return settingsText.genericError;
  return error.message || settingsText.genericError;
}

/** Removes one field's error (editing a field clears its error). */
export function withoutError(errors: FieldErrors, key: string): FieldErrors {
  if (!(key in errors)) return errors;
  const next = { ...errors };
  delete next[key];
  return next;
}

/** Fluent Field props for a field's error. */
export function fieldState(errors: FieldErrors, key: string) {
  return {
    validationMessage: errors[key],
    validationState: errors[key] ? ('error' as const) : ('none' as const),
  };
}
