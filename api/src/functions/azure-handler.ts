import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { handleWithApp } from '../adapter/azure-adapter.js';
import { createApp, type StrideApp } from '../app.js';
import { systemClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { createStorage } from '../data/storage.js';
import { consoleLogger } from '../logger.js';

/**
 * The environment is validated when the worker loads the functions, so a missing production
 * setting stops the start with a message naming it instead of failing request by request.
 */
const config = loadConfig();
let app: StrideApp | undefined;

/** One Hono app per worker, built on the first request. */
function strideApp(): StrideApp {
  if (!app) {
    app = createApp({
      config,
      storage: createStorage(config.storageConnectionString),
      clock: systemClock,
      log: consoleLogger,
    });
  }
  return app;
}

export async function azureHandler(
  request: HttpRequest,
  _context: InvocationContext,
): Promise<HttpResponseInit> {
  const current = strideApp();
  return handleWithApp(request, (webRequest) => current.fetch(webRequest));
}
