import type { InjectionRequest } from '@stride/api/contracts/treatment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isKeptOnDevice, outboxStandInId } from '../../../lib/outbox/outbox-item';
import { createThroughOutbox } from '../../../lib/outbox/outbox';
import { refreshAfterWrite } from '../../../lib/outbox/refresh-after-write';
import type { ApiError } from '../../../lib/api-error';
import {
  invalidateAfterInjectionWrite,
  removeInjection,
  restoreInjectionLists,
  snapshotInjectionLists,
  upsertInjection,
  type InjectionListSnapshot,
} from './injection-list-cache';
import { injectionResponseSchema, type Injection } from '../../../entities/injections';

export interface InjectionWriteInput {
  request: InjectionRequest;
  /** The calendar day it was taken in the person's zone (where the optimistic entry shows). */
  localDate: string;
  timezone: string;
}

/**
 * POST /api/injections → the saved injection; 409 double_dose unless confirmed. Through the
 * outbox: without a connection it is kept on the device, and the answer is its stand-in (the
 * lists then show it as waiting to send, from the outbox).
 */
export async function createInjection(input: InjectionWriteInput): Promise<Injection> {
  const result = await createThroughOutbox('injection', input.request, injectionResponseSchema);
  if ('saved' in result) return result.saved.injection;
  return pendingInjection(input, outboxStandInId(result.kept.key));
}

/** What the lists show while the server saves it. */
export function pendingInjection(input: InjectionWriteInput, id: string, base?: Injection) {
  const now = new Date().toISOString();
  const { request } = input;
  return {
    ...base,
    id,
    takenAt: request.takenAt,
    localDate: input.localDate,
    timezone: input.timezone,
    doseAmount: request.doseAmount,
    doseUnit: request.doseUnit,
    site: request.site,
    route: request.route ?? null,
    medication: request.medication || null,
    notes: request.notes || null,
    painLevel: request.painLevel ?? null,
    createdAt: base?.createdAt ?? now,
    updatedAt: now,
    etag: base?.etag ?? '',
  } satisfies Injection;
}

let pendingCount = 0;

/**
 * Logs an injection. It shows in the lists at once and is rolled back if the server refuses it
 * (the caller shows why; a 409 double_dose asks the person and sends it again confirmed).
 */
export function useCreateInjection() {
  const queryClient = useQueryClient();
  return useMutation<
    Injection,
    ApiError,
    InjectionWriteInput,
    { snapshot: InjectionListSnapshot; pendingId: string }
  >({
    mutationKey: ['injections', 'create'],
    // Sent even while the browser says it is offline: the outbox keeps what cannot go.
    networkMode: 'always',
    mutationFn: createInjection,
    onMutate: async (input) => {
      const snapshot = await snapshotInjectionLists(queryClient);
      const pendingId = `pending-${++pendingCount}`;
      upsertInjection(queryClient, pendingInjection(input, pendingId));
      return { snapshot, pendingId };
    },
    onError: (_error, _input, context) => {
      if (context) restoreInjectionLists(queryClient, context.snapshot);
    },
    onSuccess: (injection, _input, context) => {
      removeInjection(queryClient, context.pendingId);
      if (!isKeptOnDevice(injection)) upsertInjection(queryClient, injection);
    },
    onSettled: (injection) =>
      injection
        ? refreshAfterWrite(injection, () => invalidateAfterInjectionWrite(queryClient))
        : invalidateAfterInjectionWrite(queryClient),
  });
}
