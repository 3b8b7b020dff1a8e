import type { z } from 'zod/mini';
import { ApiError } from './api-error';

/** Field name → the message shown beside that field. */
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

/** A server validation error's field messages (ApiError.fields), when it has any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError && error.kind === 'http' ? { ...error.fields } : {};
}

/** Editing a field clears its message. */
export function withoutError(errors: FieldErrors, key: string): FieldErrors {
  if (!(key in errors)) return errors;
  const next = { ...errors };
  delete next[key];
  return next;
}

const defaultTexts = {
  networkError: 'Could not reach the server. Check your connection and try again.',
  genericError: 'Something went wrong. Please try again.',
};

/** What a failed write says when there is no field to put it beside (a page may word it). */
export function formErrorMessage(
  error: unknown,
  texts: { networkError: string; genericError: string } = defaultTexts,
): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return texts.networkError;
    if (error.message) return error.message;
  }
  return texts.genericError;
}

/** Fluent Field props for a field's error. */
export function fieldState(errors: FieldErrors, key: string) {
  return {
    validationMessage: errors[key],
    validationState: errors[key] ? ('error' as const) : ('none' as const),
  };
}
