import { logs, SeverityNumber } from '@opentelemetry/api-logs';
import type { LogFields, Logger } from '../logger.js';

/**
 * Log lines as OpenTelemetry log records (Application Insights "traces", with the fields as
 * custom dimensions, linked to the request being served). An error keeps its type and message,
 * never its stack's local values or a body. Without a registered SDK every call is a no-op.
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
        attributes['exception.message'] = error.message;
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
