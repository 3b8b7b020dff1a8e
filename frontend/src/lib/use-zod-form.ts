import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import {
  fieldErrorsFromIssues,
  fieldState,
  formErrorMessage,
  serverFieldErrors,
  withoutError,
  type FieldErrors,
} from './form-errors';

/** What checking the values gave: the request to send, or the messages to show by the fields. */
export type FormCheck<Out> = { ok: true; data: Out } | { ok: false; errors: FieldErrors };

/** Checks `toInput(values)` with a zod schema (a shared request schema, usually). */
export function checkWith<V, S extends z.ZodMiniType>(
  schema: S,
  toInput: (values: V) => unknown,
): (values: V) => FormCheck<z.output<S>> {
  return (values) => {
    const parsed = schema.safeParse(toInput(values));
    return parsed.success
      ? { ok: true, data: parsed.data }
      : { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues) };
  };
}

export interface ZodFormOptions<V extends object, Out> {
  initial: V;
  /** The values checked on submit (see checkWith); a failure shows its messages by the fields. */
  check: (values: V) => FormCheck<Out>;
  /** How a failure without a field reads (defaults: lib/form-errors). */
  texts?: { networkError: string; genericError: string };
  /** Whether editing a field also clears the form's message (and anything `onEdit` clears). */
  clearFormErrorOnEdit?: boolean;
  /** Told of every edit, at once (not in an effect), with the field edited. */
  onEdit?: (key: keyof V & string, value: unknown) => void;
}

/**
 * The glue every signed-in form repeated: the values, the messages by the fields (from the
 * zod schema, then from the server's 400), one message for the form, focus on the first field
 * in error, and a submit that sends only checked values.
 */
export function useZodForm<V extends object, Out>({
  initial,
  check,
  texts,
  clearFormErrorOnEdit = false,
  onEdit,
}: ZodFormOptions<V, Out>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** Editing a field clears its message. */
  const set = <K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutError(current, key));
    if (clearFormErrorOnEdit) setFormError(null);
    onEdit?.(key, value);
  };

  const focusFirstError = useCallback(() => {
    window.setTimeout(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }, []);

  /** Shows the server's field messages, or else one message for the form. */
  const showServerError = useCallback(
    (error: unknown) => {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        focusFirstError();
        return;
      }
      setFormError(formErrorMessage(error, texts));
    },
    [focusFirstError, texts],
  );

  /**
   * A submit handler: checks the values, then hands the checked request to `send`. While
   * `busy` (a save under way) a submit does nothing.
   */
  const handleSubmit =
    (send: (data: Out, values: V) => void, busy = false) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      setFormError(null);
      const checked = check(values);
      if (!checked.ok) {
        setErrors(checked.errors);
        focusFirstError();
        return;
      }
      setErrors({});
      send(checked.data, values);
    };

  return {
    formRef,
    values,
    set,
    setValues,
    errors,
    setErrors,
    formError,
    setFormError,
    /** Fluent Field props (validationMessage and validationState) for a field. */
    field: (key: keyof V & string) => fieldState(errors, key),
    focusFirstError,
    showServerError,
    handleSubmit,
  };
}
