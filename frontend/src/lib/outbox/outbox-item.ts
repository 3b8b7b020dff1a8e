/** What can be logged without a connection (issue 20): the three creates the API makes idempotent. */
export type OutboxKind = 'injection' | 'checkin' | 'journal';

export const outboxPaths: Readonly<Record<OutboxKind, string>> = {
  injection: '/injections',
  checkin: '/checkins',
  journal: '/journal',
};

/**
 * One create kept on this device until the server has it. `key` is its Idempotency-Key, made
 * when it was written and sent with every attempt, so a retry after a lost answer stores nothing
 * twice. `refused`: the server answered 4xx; it stays (with the server's words) until the person
 * edits or discards it.
 */
export interface OutboxItem {
  key: string;
  /** The signed-in account that wrote it: nobody else sees or sends it. */
  account: string;
  kind: OutboxKind;
  body: Record<string, unknown>;
  createdAt: string;
  attempts: number;
  state: 'waiting' | 'refused';
  error?: { message: string; fields: Record<string, string> } | undefined;
}

/** The id of the stand-in a create answers when it was kept on the device instead. */
export const outboxStandInId = (key: string) => `outbox-${key}`;

/** Whether a saved thing is only the stand-in of one waiting on this device. */
export const isKeptOnDevice = (thing: { id: string }) => thing.id.startsWith('outbox-');
