/** Table Storage rejects undefined and null properties: drop them before a write. */
export function defined<T extends object>(entity: T): T {
  return Object.fromEntries(
    Object.entries(entity).filter(([, v]) => v !== undefined && v !== null),
  ) as T;
}
