import { Hono } from 'hono';
import type { AppEnv } from '../http/context.js';

export const appVersion = '1.0.2';

export function healthRoutes() {
  return new Hono<AppEnv>().get('/', (c) => c.json({ status: 'ok', version: appVersion }));
}
