import { NotFoundError } from '../errors.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids in paths are UUIDs: anything else (including what Table Storage keys refuse, such as
 * `a#b`) is simply not found, never a 500.
 */
export function uuidParam(id: string, message: string): string {
  if (!uuidPattern.test(id)) throw new NotFoundError(message);
  return id;
}
