import { logs, SeverityNumber } from '@opentelemetry/api-logs';
import type { LogFields, Logger } from '../logger.js';

/**
 * Log lines as OpenTelemetry log records (Application Insights "traces", with the fields as
 * custom dimensions, linked to the request being served). An error keeps its type and its codes,
 * never its message or stack: a storage error's message is the service's whole reply, and a key
 * check's names the key it refused. Without a registered SDK every call is a no-op.
 */
export function telemetryLogger(name = 'stride-api'): Logger {
  const logger = logs.getLogger(name);
  return {
    info: (message, fields) =>
      logger.emit({
        severityNumber: SeverityNumber.INFO,
        severityText: 'INFO',
        body: message,
        ...(fields ? { attributes: fields } : {}),
      }),
    error: (message, error, fields) => {
      const attributes: LogFields = { ...fields };
      if (error instanceof Error) {
        attributes['exception.type'] = error.name;
        const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
        if (typeof code === 'string' || typeof code === 'number') attributes['error.code'] = code;
        if (typeof statusCode === 'number') attributes['http.response.status_code'] = statusCode;
      }
      logger.emit({
        severityNumber: SeverityNumber.ERROR,
        severityText: 'ERROR',
        body: message,
        attributes,
      });
    },
  };
}
