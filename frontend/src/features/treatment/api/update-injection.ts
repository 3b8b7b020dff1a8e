import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { pendingInjection, type InjectionWriteInput } from './create-injection';
import {
  invalidateAfterInjectionWrite,
  restoreInjectionLists,
  snapshotInjectionLists,
  upsertInjection,
  type InjectionListSnapshot,
} from './injection-list-cache';
import { injectionResponseSchema, type Injection } from '../../../entities/injections';

export interface InjectionUpdateInput extends InjectionWriteInput {
  /** The injection as it was loaded: its id, and its etag sent as If-Match. */
  original: Injection;
}

/** PUT /api/injections/{id} with If-Match: 409 conflict when it changed elsewhere meanwhile. */
export async function updateInjection({
  original,
  request,
}: InjectionUpdateInput): Promise<Injection> {
  const body = await apiRequest(`/injections/${encodeURIComponent(original.id)}`, {
    method: 'PUT',
    body: request,
    schema: injectionResponseSchema,
    headers: { 'If-Match': original.etag },
  });
  return body.injection;
}

/** Saves a change; the lists show it at once and roll back if the server refuses it. */
export function useUpdateInjection() {
  const queryClient = useQueryClient();
  return useMutation<
    Injection,
    ApiError,
    InjectionUpdateInput,
    { snapshot: InjectionListSnapshot }
  >({
    mutationKey: ['injections', 'update'],
    mutationFn: updateInjection,
    onMutate: async (input) => {
      const snapshot = await snapshotInjectionLists(queryClient);
      upsertInjection(queryClient, pendingInjection(input, input.original.id, input.original));
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      if (context) restoreInjectionLists(queryClient, context.snapshot);
    },
    onSuccess: (injection) => upsertInjection(queryClient, injection),
    onSettled: () => invalidateAfterInjectionWrite(queryClient),
  });
}
