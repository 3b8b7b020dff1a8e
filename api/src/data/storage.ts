import { TableClient, type TableServiceClientOptions } from '@azure/data-tables';
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

export function createStorage(connectionString: string): Storage {
  const insecure = usesHttp(connectionString);
  const options: TableServiceClientOptions = { allowInsecureConnection: insecure, retryOptions };
  const clients = new Map<TableName, Promise<TableClient>>();
  return {
    table(name) {
      let ready = clients.get(name);
      if (!ready) {
        const client = TableClient.fromConnectionString(connectionString, name, options);
        ready = client.createTable().then(() => client);
        // A failed creation (storage down) is retried by the next request, not cached.
        ready.catch(() => clients.delete(name));
        clients.set(name, ready);
      }
      return ready;
    },
    blobs: BlobServiceClient.fromConnectionString(connectionString, {
      retryOptions: { maxTries: 3 },
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
