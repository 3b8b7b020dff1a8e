import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { invalidateDashboard } from '../../../entities/dashboard';
import {
  injectionKeys,
  invalidateInjections,
  type Injection,
  type InjectionList,
} from '../../../entities/injections';
import { invalidatePrescription } from '../../../entities/prescription';

export type InjectionListSnapshot = [QueryKey, InjectionList | undefined][];

/** The window a list query covers, read from its key ['injections', {startDate, endDate}]. */
function windowOf(key: QueryKey): { startDate: string; endDate: string } | null {
  const window = key[1] as { startDate?: unknown; endDate?: unknown } | undefined;
  return typeof window?.startDate === 'string' && typeof window.endDate === 'string'
    ? { startDate: window.startDate, endDate: window.endDate }
    : null;
}

const newestFirst = (a: Injection, b: Injection) => Date.parse(b.takenAt) - Date.parse(a.takenAt);

/** Every cached injection list, before an optimistic change (to roll it back on failure). */
export async function snapshotInjectionLists(
  queryClient: QueryClient,
): Promise<InjectionListSnapshot> {
  await queryClient.cancelQueries({ queryKey: injectionKeys.all });
  return queryClient.getQueriesData<InjectionList>({ queryKey: injectionKeys.all });
}

export function restoreInjectionLists(queryClient: QueryClient, snapshot: InjectionListSnapshot) {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/**
 * Puts an injection into every cached list whose window holds its day (replacing the one with
 * `replaceId`, or its own id), and takes it out of lists whose window no longer does.
 */
export function upsertInjection(
  queryClient: QueryClient,
  injection: Injection,
  replaceId: string = injection.id,
) {
  for (const [key, data] of queryClient.getQueriesData<InjectionList>({
    queryKey: injectionKeys.all,
  })) {
    const window = windowOf(key);
    if (!data || !window) continue;
    const others = data.injections.filter((i) => i.id !== replaceId && i.id !== injection.id);
    const removed = data.injections.length - others.length;
    const fits = injection.localDate >= window.startDate && injection.localDate <= window.endDate;
    if (!fits && removed === 0) continue;
    queryClient.setQueryData<InjectionList>(key, {
      injections: fits ? [...others, injection].sort(newestFirst) : others,
      total: data.total - removed + (fits ? 1 : 0),
    });
  }
}

/** Takes an injection out of every cached list. */
export function removeInjection(queryClient: QueryClient, id: string) {
  for (const [key, data] of queryClient.getQueriesData<InjectionList>({
    queryKey: injectionKeys.all,
  })) {
    if (!data || !data.injections.some((i) => i.id === id)) continue;
    queryClient.setQueryData<InjectionList>(key, {
      injections: data.injections.filter((i) => i.id !== id),
      total: data.total - 1,
    });
  }
}

/** After any injection write: the lists, the prescription (next date, site) and the dashboard. */
export function invalidateAfterInjectionWrite(queryClient: QueryClient) {
  return Promise.all([
    invalidateInjections(queryClient),
    invalidatePrescription(queryClient),
    invalidateDashboard(queryClient),
  ]);
}

/** Whether an injection is only the optimistic stand-in of one being saved. */
export const isPendingInjection = (injection: Pick<Injection, 'id'>) =>
  injection.id.startsWith('pending-');
