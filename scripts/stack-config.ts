import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Fixed local ports and paths of the stack `npm start` and `npm run dev` run. */
export const root = join(import.meta.dirname, '..');
export const ports = { web: 4280, api: 7071, blob: 10000, queue: 10001, table: 10002 };
export const localConnectionString = 'UseDevelopmentStorage=true';
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
  const secretFile = join(root, '.stride', 'local-jwt-secret');
  if (!existsSync(secretFile)) {
    mkdirSync(join(root, '.stride'), { recursive: true });
    writeFileSync(secretFile, randomBytes(48).toString('base64'), { mode: 0o600 });
  }
  return {
    PORT: String(ports.api),
    AZURE_STORAGE_CONNECTION_STRING:
      process.env.AZURE_STORAGE_CONNECTION_STRING ?? localConnectionString,
    JWT_SECRET: process.env.JWT_SECRET ?? readFileSync(secretFile, 'utf8').trim(),
    STRIDE_SEED_DEMO: 'true',
  };
}
