import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';

/** The route template that answered ("/api/injections/:id"), or "(unmatched)" for a 404. */
export function routeTemplate(c: Context): string {
  const handlers = matchedRoutes(c).filter((r) => r.method !== 'ALL');
  return handlers.at(-1)?.path ?? '(unmatched)';
}

/**
 * Every request becomes one server span named "METHOD /route/:template" with its status and
 * duration (Application Insights "requests"), the parent of the storage calls made while serving
 * it. Outside Azure no SDK is registered and the span costs nothing. When `logLines` is on, it
 * also writes one line: method, path (no query string), status, milliseconds.
 * Nothing else: no query, no headers, no body, no user id.
 */
export function requestTelemetry(
  log: Logger,
  clock: Clock,
  options: { logLines: boolean },
): MiddlewareHandler {
  const tracer = trace.getTracer('stride-api');
  return async (c, next) => {
    const started = clock.now();
    const method = c.req.method;
    const span = tracer.startSpan(method, {
      kind: SpanKind.SERVER,
      attributes: { 'http.request.method': method },
    });
    try {
      await context.with(trace.setSpan(context.active(), span), next);
    } finally {
      const route = routeTemplate(c);
      const status = c.res.status;
      const ms = clock.now() - started;
      span.updateName(`${method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      if (options.logLines) {
        log.info(`${method} ${c.req.path} ${status} ${ms}ms`, { method, route, status, ms });
      }
    }
  };
}
