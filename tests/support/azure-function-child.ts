/**
 * Run by tests/api/telemetry.test.ts in its own process: loads the Azure Functions entry point as
 * the Functions worker would (with APPLICATIONINSIGHTS_CONNECTION_STRING set, so telemetry starts),
 * serves one invocation carrying the host's trace context, and flushes.
 */
import functions from '@azure/functions';
import { azureHandler, telemetry } from '../../api/src/functions/azure-handler.js';

const { HttpRequest, InvocationContext } = functions;
const response = await azureHandler(
  new HttpRequest({ method: 'GET', url: 'http://localhost/api/health' }),
  new InvocationContext({
    functionName: 'health',
    traceContext: { traceParent: process.env['TEST_TRACEPARENT'] },
  }),
);
console.log(`STATUS ${response.status}`);
await telemetry?.shutdown();
