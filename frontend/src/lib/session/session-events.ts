/**
 * The api-client tells the session when a signed-in call answers 401 (the token expired or was
 * revoked). A tiny module of its own, so the client and the session provider share it without
 * importing each other.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionLost(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionLost(): void {
  listeners.forEach((listener) => listener());
}
