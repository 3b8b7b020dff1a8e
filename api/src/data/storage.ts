import { TableClient, type TableServiceClientOptions } from '@azure/data-tables';
import type { TokenCredential } from '@azure/core-auth';
import type { PipelinePolicy } from '@azure/core-rest-pipeline';
import { BlobServiceClient } from '@azure/storage-blob';

/** Every table Stride uses. One name, one place. */
export const tableNames = {
  waitlist: 'waitlist',
  rateLimits: 'ratelimits',
  users: 'users',
  emailIndex: 'emailindex',
  sessions: 'sessions',
  loginAttempts: 'loginattempts',
  prescriptions: 'prescriptions',
  injections: 'injections',
  achievements: 'achievements',
  journal: 'journal',
  checkins: 'checkins',
  chat: 'chat',
  photos: 'photos',
  quotas: 'quotas',
  reminders: 'reminders',
  calendarFeeds: 'calendarfeeds',
  idempotency: 'idempotency',
  labs: 'labs',
  supplies: 'supplies',
  circle: 'circle',
  shareLinks: 'sharelinks',
  community: 'community',
} as const;

export type TableName = (typeof tableNames)[keyof typeof tableNames];

/**
 * Tables whose rows are not partitioned by user (they name their owner in a column, or have
 * none). Every other table is user data with PartitionKey = the user's id, so export and erase
 * cover a new table without being told.
 */
export const globalTables: ReadonlySet<TableName> = new Set<TableName>([
  tableNames.waitlist,
  tableNames.rateLimits,
  tableNames.emailIndex,
  tableNames.loginAttempts,
  tableNames.calendarFeeds,
  tableNames.shareLinks,
  tableNames.community,
]);

export function userPartitionTables(): TableName[] {
  return (Object.values(tableNames) as TableName[]).filter((name) => !globalTables.has(name));
}

/** The private container of user photos; blob names start with the owner's id and a slash. */
export const photoContainer = 'photos';

export interface Storage {
  /** The table's client; the table is created on the first use in this process, never again. */
  table(name: TableName): Promise<TableClient>;
  readonly blobs: BlobServiceClient;
}

/**
 * Storage calls fail fast: a request waits at most a few seconds for storage, so an
 * outage becomes a prompt 503 rather than a hung request near the platform's time limit.
 */
const retryOptions = { maxRetries: 2, retryDelayInMs: 100, maxRetryDelayInMs: 800 };

/**
 * The most one table operation may take, retries included. Refused connections fail at once;
 * a stalled storage (accepts, never answers) would otherwise hold the request for minutes.
 */
export const storageDeadlineMs = 5_000;

/** A table operation that ran out of time: `isStorageUnreachable` maps it to 503. */
export class StorageTimeoutError extends Error {
  readonly code = 'ETIMEDOUT';
  constructor() {
    super('Storage did not answer in time');
    this.name = 'StorageTimeoutError';
  }
}

/** Wraps the whole operation (outside the retry policy) in a deadline. */
function deadlinePolicy(ms: number): PipelinePolicy {
  return {
    name: 'strideStorageDeadline',
    async sendRequest(request, next) {
      const controller = new AbortController();
      const outer = request.abortSignal;
      const forward = () => controller.abort();
      outer?.addEventListener('abort', forward, { once: true });
      const timer = setTimeout(() => controller.abort(), ms);
      request.abortSignal = controller.signal;
      try {
        return await next(request);
      } catch (error) {
        if (controller.signal.aborted && !outer?.aborted) throw new StorageTimeoutError();
        throw error;
      } finally {
        clearTimeout(timer);
        outer?.removeEventListener('abort', forward);
      }
    },
  };
}

function isTableNotFound(error: unknown): boolean {
  const e = error as { statusCode?: unknown; code?: unknown; message?: unknown } | null;
  if (e?.statusCode !== 404) return false;
  // A single operation names the code; a failed transaction only carries it in its message.
  return e.code === 'TableNotFound' || String(e.message).includes('"TableNotFound"');
}

/**
 * A table client that survives its table vanishing (storage restarted empty, a table deleted
 * by hand): an operation that meets TableNotFound creates the table and is tried once more,
 * and a listing of a missing table is simply empty.
 */
function selfHealing(client: TableClient, recreate: () => Promise<unknown>): TableClient {
  return new Proxy(client, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function' || prop === 'createTable') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (prop === 'listEntities') {
        return (...args: unknown[]) => {
          const inner = method.apply(target, args) as AsyncIterableIterator<unknown> & {
            byPage: unknown;
          };
          async function* healed() {
            try {
              yield* inner;
            } catch (error) {
              if (!isTableNotFound(error)) throw error;
              await recreate();
            }
          }
          const byPage = (inner.byPage as (...a: unknown[]) => unknown).bind(inner);
          return Object.assign(healed(), { byPage });
        };
      }
      return async (...args: unknown[]) => {
        try {
          return await method.apply(target, args);
        } catch (error) {
          if (!isTableNotFound(error)) throw error;
          await recreate();
          return await method.apply(target, args);
        }
      };
    },
  });
}

/**
 * Options for every blob call: a deadline over the whole call, retries included. The blob
 * client's own `tryTimeoutInMs` does not end a try whose connection was accepted and never
 * answered (a stalled store held a photo upload for minutes); an abort signal does, and
 * `isStorageUnreachable` maps the AbortError to 503.
 */
export function blobDeadline(): { abortSignal: AbortSignal } {
  return { abortSignal: AbortSignal.timeout(storageDeadlineMs) };
}

/**
 * Storage from a connection string (Azurite, the Static Web App's settings), or, given an
 * account name and a credential, through a managed identity with no key (the jobs app).
 */
export function createStorage(
  connectionString: string,
  identity?: { accountName: string; credential: TokenCredential },
): Storage {
  const insecure = !identity && usesHttp(connectionString);
  const options: TableServiceClientOptions = {
    allowInsecureConnection: insecure,
    retryOptions,
    additionalPolicies: [{ policy: deadlinePolicy(storageDeadlineMs), position: 'perCall' }],
  };
  const clients = new Map<TableName, Promise<TableClient>>();
  return {
    table(name) {
      let ready = clients.get(name);
      if (!ready) {
        const client = identity
          ? new TableClient(
              `https://${identity.accountName}.table.core.windows.net`,
              name,
              identity.credential,
              options,
            )
          : TableClient.fromConnectionString(connectionString, name, options);
        const healing = selfHealing(client, () => client.createTable());
        ready = client.createTable().then(() => healing);
        // A failed creation (storage down) is retried by the next request, not cached.
        ready.catch(() => clients.delete(name));
        clients.set(name, ready);
      }
      return ready;
    },
    blobs: identity
      ? new BlobServiceClient(
          `https://${identity.accountName}.blob.core.windows.net`,
          identity.credential,
          { retryOptions: { maxTries: 2, tryTimeoutInMs: 2_500, retryDelayInMs: 100 } },
        )
      : BlobServiceClient.fromConnectionString(connectionString, {
          retryOptions: { maxTries: 2, tryTimeoutInMs: 2_500, retryDelayInMs: 100 },
        }),
  };
}

function usesHttp(connectionString: string): boolean {
  return (
    connectionString.includes('UseDevelopmentStorage=true') ||
    /DefaultEndpointsProtocol=http;/i.test(connectionString) ||
    /Endpoint=http:\/\//i.test(connectionString)
  );
}
