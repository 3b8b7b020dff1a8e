/**
 * Storage limits per account: how much of each kind one person may keep. Pure rules; the
 * counters live in `data/quota-repository.ts`, the wiring in `services/storage-quotas.ts`.
 */
export type QuotaKind = 'injections' | 'journal' | 'chat' | 'photos';

/** Rows (and, for photos, bytes) stored of one kind. */
export interface QuotaUsage {
  count: number;
  bytes: number;
}

export interface QuotaLimit {
  count: number;
  /** Only photos are limited in bytes. */
  bytes?: number;
}

export type QuotaBreach = { kind: QuotaKind; by: 'count' | 'bytes'; limit: number };

/** Whether adding `add` to `usage` would go past the limit, and which part of it. */
export function quotaBreach(
  kind: QuotaKind,
  usage: QuotaUsage,
  add: QuotaUsage,
  limit: QuotaLimit,
): QuotaBreach | undefined {
  if (add.count > 0 && usage.count + add.count > limit.count) {
    return { kind, by: 'count', limit: limit.count };
  }
  if (limit.bytes !== undefined && add.bytes > 0 && usage.bytes + add.bytes > limit.bytes) {
    return { kind, by: 'bytes', limit: limit.bytes };
  }
  return undefined;
}

const nouns: Record<QuotaKind, string> = {
  injections: 'injections',
  journal: 'journal entries',
  chat: 'coach messages',
  photos: 'photos',
};

const remedies: Record<QuotaKind, string> = {
  injections: 'Delete injections you no longer need to log more.',
  journal: 'Delete entries you no longer need to write more.',
  chat: 'The coach cannot keep more messages for this account.',
  photos: 'Delete photos you no longer need to add more.',
};

export function formatQuotaBytes(bytes: number): string {
  const units: [number, string][] = [
    [1024 ** 3, 'GB'],
    [1024 ** 2, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}

/** The sentence the person reads. */
export function quotaMessage(breach: QuotaBreach): string {
  if (breach.by === 'bytes') {
    return `Your photos have reached the ${formatQuotaBytes(breach.limit)} one account may store. ${remedies.photos}`;
  }
  const limit = breach.limit.toLocaleString('en-US');
  return `You have reached the limit of ${limit} ${nouns[breach.kind]} one account may store. ${remedies[breach.kind]}`;
}
