import type { Entry } from '@stride/api/contracts/journal';
import { apiRequest } from '../../../lib/api-client';
import { entryResponseSchema } from './journal-schemas';

/** GET /api/journal/{id} → 200 {entry} (the latest version, after a 409). */
export async function getEntry(id: string): Promise<Entry> {
  const { entry } = await apiRequest(`/journal/${encodeURIComponent(id)}`, {
    schema: entryResponseSchema,
  });
  return entry;
}
