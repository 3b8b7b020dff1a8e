/**
 * The API's only output channel. Lines never carry a body, a token, a password or a
 * query string (searches are health data): callers pass method, path and figures only.
 */
export interface Logger {
  info(line: string): void;
  error(line: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (line) => console.log(line),
  error: (line, error) => {
    const detail = error instanceof Error ? ` ${error.name}: ${error.message}` : '';
    console.error(`${line}${detail}`);
  },
};

export const silentLogger: Logger = { info: () => {}, error: () => {} };
