import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After a failed submit, moves focus to the first field marked invalid (Fluent's Field sets
 * aria-invalid on its input), so keyboard and screen-reader users land on what to fix.
 */
export function useFocusFirstError(form: RefObject<HTMLElement | null>): () => void {
  const [request, setRequest] = useState(0);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
    target?.scrollIntoView?.({ block: 'center' });
  }, [request, form]);
  return useCallback(() => setRequest((n) => n + 1), []);
}
