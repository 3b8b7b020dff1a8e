/**
 * The shell's toaster loads on the first toast, not with the page (issue 15). A toast asked for
 * before the toaster is on screen waits here and is dispatched, in order, once it has mounted
 * (Fluent's toaster only hears toasts dispatched while it is mounted).
 */
let wanted = false;
let mounted = false;
const waiting: (() => void)[] = [];
const listeners = new Set<() => void>();

/** Runs `dispatch` once the toaster is mounted (at once when it already is). */
export function whenToasterMounted(dispatch: () => void): void {
  if (mounted) {
    dispatch();
    return;
  }
  waiting.push(dispatch);
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
}

/** For useSyncExternalStore: whether a toast has been asked for yet. */
export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const toasterWanted = (): boolean => wanted;

/** The toaster reports itself mounted (its listeners are attached) or gone. */
export function setToasterMounted(now: boolean): void {
  mounted = now;
  if (now) waiting.splice(0).forEach((dispatch) => dispatch());
}
