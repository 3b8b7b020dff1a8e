import webpush from 'web-push';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Fixed local ports and paths of the stack `npm start` and `npm run dev` run. */
export const root = join(import.meta.dirname, '..');
const envPort = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** STRIDE_*_PORT override the defaults (the process-level tests pick free ports). */
export const ports = {
  web: envPort('STRIDE_WEB_PORT', 4280),
  api: envPort('STRIDE_API_PORT', 7071),
  blob: envPort('STRIDE_BLOB_PORT', 10000),
  queue: envPort('STRIDE_QUEUE_PORT', 10001),
  table: envPort('STRIDE_TABLE_PORT', 10002),
};
/** Where Azurite keeps its data: .azurite/ unless STRIDE_DATA_DIR says otherwise. */
export const dataDir = process.env.STRIDE_DATA_DIR ?? join(root, '.azurite');
const devKey =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';
export const localConnectionString =
  ports.blob === 10000 && ports.table === 10002 && ports.queue === 10001
    ? 'UseDevelopmentStorage=true'
    : `DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${devKey};` +
      `BlobEndpoint=http://127.0.0.1:${ports.blob}/devstoreaccount1;` +
      `QueueEndpoint=http://127.0.0.1:${ports.queue}/devstoreaccount1;` +
      `TableEndpoint=http://127.0.0.1:${ports.table}/devstoreaccount1;`;
export const bin = (name: string) => join(root, 'node_modules', '.bin', name);

export function azuriteArgs(location: string): string[] {
  return [
    '--location',
    location,
    '--skipApiVersionCheck',
    '--disableTelemetry',
    '--loose',
    '--blobHost',
    '127.0.0.1',
    '--queueHost',
    '127.0.0.1',
    '--tableHost',
    '127.0.0.1',
    '--blobPort',
    String(ports.blob),
    '--queuePort',
    String(ports.queue),
    '--tablePort',
    String(ports.table),
  ];
}

/**
 * The local API's environment: Azurite, the demo account, and a JWT secret generated once and
 * kept in .stride/ (git-ignored) so sessions survive a restart of `npm start`.
 */
export function apiEnvironment(): NodeJS.ProcessEnv {
  const secretDir = process.env.STRIDE_DATA_DIR ? join(dataDir, '.stride') : join(root, '.stride');
  const secretFile = join(secretDir, 'local-jwt-secret');
  if (!existsSync(secretFile)) {
    mkdirSync(secretDir, { recursive: true });
    writeFileSync(secretFile, randomBytes(48).toString('base64'), { mode: 0o600 });
  }
  // Web push keys, made once and kept (a new pair would orphan every subscribed device).
  const vapidFile = join(secretDir, 'local-vapid.json');
  if (!existsSync(vapidFile)) {
    writeFileSync(vapidFile, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  }
  const vapid = JSON.parse(readFileSync(vapidFile, 'utf8')) as {
    publicKey: string;
    privateKey: string;
  };
  return {
    PORT: String(ports.api),
    VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY ?? vapid.publicKey,
    VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY ?? vapid.privateKey,
    STRIDE_REMINDER_JOB_SECONDS: process.env.STRIDE_REMINDER_JOB_SECONDS ?? '60',
    AZURE_STORAGE_CONNECTION_STRING:
      process.env.AZURE_STORAGE_CONNECTION_STRING ?? localConnectionString,
    JWT_SECRET: process.env.JWT_SECRET ?? readFileSync(secretFile, 'utf8').trim(),
    STRIDE_SEED_DEMO: 'true',
  };
}
