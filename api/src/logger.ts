/** Structured fields of a log line: figures and names, never content. */
export type LogFields = Record<string, string | number | boolean>;

/**
 * The API's only output channel. Lines never carry a body, a token, a password or a
 * query string (searches are health data): callers pass a fixed message, method, route and
 * figures only. Locally lines go to the console; in Azure, with Application Insights, they are
 * structured log records (telemetry/telemetry-logger.ts).
 */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => {
    const detail = error instanceof Error ? ` ${error.name}: ${error.message}` : '';
    console.error(`${message}${detail}`);
  },
};

export const silentLogger: Logger = { info: () => {}, error: () => {} };
