import { apiRequest } from '../../../lib/api-client';
import { injectionResponseSchema, type Injection } from './injection-schema';

/** GET /api/injections/{id}: the stored version (after an edit met a change made elsewhere). */
export async function getInjection(id: string): Promise<Injection> {
  const body = await apiRequest(`/injections/${encodeURIComponent(id)}`, {
    schema: injectionResponseSchema,
  });
  return body.injection;
}
