import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';

/**
 * The route template of the handler that answers ("/api/injections/:id"), or "(unmatched)" for
 * a 404: the first handler that matched, as Hono dispatches in registration order (so
 * /api/journal/tags is not reported as /api/journal/:id). A middleware that answers first (a 401)
 * still names the route asked for. Never the path itself: paths carry ids.
 */
export function routeTemplate(c: Context): string {
  return matchedRoutes(c).find((r) => r.method !== 'ALL')?.path ?? '(unmatched)';
}

/**
 * Every request becomes one server span named "METHOD /route/:template" with its status and
 * duration (Application Insights "requests"), the parent of the storage calls made while serving
 * it. Outside Azure no SDK is registered and the span costs nothing. When `logLines` is on, it
 * also writes one line: method, route template, status, milliseconds.
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
        log.info(`${method} ${route} ${status} ${ms}ms`, { method, route, status, ms });
      }
    }
  };
}
