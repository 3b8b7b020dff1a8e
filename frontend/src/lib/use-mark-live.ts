import { useEffect, type RefObject } from 'react';

/**
 * Marks a form `data-live` once React has it: on a prerendered page (/login, /register, …)
 * that is after hydration; before then, pressing its button reaches only the static HTML (and
 * public/boot.js keeps the browser from submitting it natively). Tests wait for the mark.
 */
export function useMarkLive(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    form.current?.setAttribute('data-live', '');
  }, [form]);
}
