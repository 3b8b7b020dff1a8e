import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * A real Azurite (table + blob) in this process, in memory, on free ports.
 * `require('azurite')` is a VS Code extension, so the servers are loaded from dist.
 */
const require = createRequire(import.meta.url);

interface AzuriteServer {
  start(): Promise<void>;
  close(): Promise<void>;
  clean(): Promise<void>;
  getHttpServerAddress(): string;
}
type ServerCtor = new (config: unknown) => AzuriteServer;
type ConfigCtor = new (...args: unknown[]) => unknown;

const { default: TableServer } = require('azurite/dist/src/table/TableServer') as {
  default: ServerCtor;
};
const { default: TableConfiguration } = require('azurite/dist/src/table/TableConfiguration') as {
  default: ConfigCtor;
};
const { default: BlobServer } = require('azurite/dist/src/blob/BlobServer') as {
  default: ServerCtor;
};
const { default: BlobConfiguration } = require('azurite/dist/src/blob/BlobConfiguration') as {
  default: ConfigCtor;
};

/** Azurite's well-known development account key (public, documented by Microsoft). */
const accountName = 'devstoreaccount1';
const accountKey =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface RunningAzurite {
  connectionString: string;
  tableUrl: string;
  blobUrl: string;
  /** Stops both servers (data is lost): storage "goes down". */
  stop(): Promise<void>;
}

export async function startAzurite(): Promise<RunningAzurite> {
  const id = randomUUID();
  // (host, port, keepAlive, dbPath, debugLog, accessLog, accessLogStream, debugLogPath,
  //  loose, skipApiVersionCheck, cert, key, pwd, oauth, disableProductStyleUrl, inMemory)
  const table = new TableServer(
    new TableConfiguration(
      '127.0.0.1',
      0,
      undefined,
      `table-${id}.json`,
      false,
      false,
      undefined,
      undefined,
      false,
      true,
      '',
      '',
      '',
      undefined,
      false,
      true,
    ),
  );
  // (host, port, keepAlive, dbPath, extentDbPath, persistence, accessLog, accessLogStream,
  //  debugLog, debugLogPath, loose, skipApiVersionCheck, cert, key, pwd, oauth,
  //  disableProductStyleUrl, inMemory)
  const blob = new BlobServer(
    new BlobConfiguration(
      '127.0.0.1',
      0,
      undefined,
      `blob-${id}.json`,
      `extent-${id}.json`,
      undefined,
      false,
      undefined,
      false,
      undefined,
      false,
      true,
      '',
      '',
      '',
      undefined,
      false,
      true,
    ),
  );
  await Promise.all([table.start(), blob.start()]);
  const tableUrl = `${table.getHttpServerAddress()}/${accountName}`;
  const blobUrl = `${blob.getHttpServerAddress()}/${accountName}`;
  const connectionString =
    `DefaultEndpointsProtocol=http;AccountName=${accountName};AccountKey=${accountKey};` +
    `TableEndpoint=${tableUrl};BlobEndpoint=${blobUrl};`;
  let stopped = false;
  return {
    connectionString,
    tableUrl,
    blobUrl,
    async stop() {
      if (stopped) return;
      stopped = true;
      await Promise.all([table.close(), blob.close()]);
    },
  };
}
