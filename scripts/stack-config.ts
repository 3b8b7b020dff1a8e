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
