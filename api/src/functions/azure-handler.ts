import { app as functionsApp } from '@azure/functions';
import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { context as otelContext, propagation, ROOT_CONTEXT } from '@opentelemetry/api';
import { handleWithApp } from '../adapter/azure-adapter.js';
import type { StrideApp } from '../app.js';
import { systemClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { startAzureMonitor, withTelemetry } from '../telemetry/azure-monitor.js';

/**
 * The environment is validated when the worker loads the functions, so a missing production
 * setting stops the start with a message naming it instead of failing request by request.
 */
const config = loadConfig();
/**
 * With Application Insights set, telemetry starts before the app and the Azure SDK clients are
 * loaded, as the distro asks: they are imported only after it.
 */
export const telemetry = config.appInsightsConnectionString
  ? await startAzureMonitor(config.appInsightsConnectionString)
  : undefined;
// Spans are sent in batches every few seconds: the last batch goes when the worker stops.
if (telemetry) functionsApp.hook.appTerminate(() => telemetry.shutdown());
const [{ createApp }, { createStorage }] = await Promise.all([
  import('../app.js'),
  import('../data/storage.js'),
]);
let app: StrideApp | undefined;

/** One Hono app per worker, built on the first request. */
function strideApp(): StrideApp {
  if (!app) {
    app = createApp({
      ...withTelemetry(config, telemetry),
      storage: createStorage(config.storageConnectionString),
      clock: systemClock,
    });
  }
  return app;
}

/**
 * The Functions host's trace context for this invocation (W3C traceparent), so the API's request
 * span and its storage calls join the host's operation in Application Insights.
 */
export function invocationTraceContext(invocation: Pick<InvocationContext, 'traceContext'>) {
  const carrier: Record<string, string> = {};
  const trace = invocation.traceContext;
  if (trace?.traceParent) carrier['traceparent'] = trace.traceParent;
  if (trace?.traceState) carrier['tracestate'] = trace.traceState;
  return propagation.extract(ROOT_CONTEXT, carrier);
}

export async function azureHandler(
  request: HttpRequest,
  invocation: InvocationContext,
): Promise<HttpResponseInit> {
  const current = strideApp();
  return otelContext.with(invocationTraceContext(invocation), () =>
    handleWithApp(request, (webRequest) => current.fetch(webRequest)),
  );
}
