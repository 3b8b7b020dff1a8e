import type { Logger } from '../logger.js';
import type { CrisisTier } from '../domain/crisis/index.js';

/**
 * Layer 3 of the crisis screen, optional: Azure AI Content Safety's text analysis, self-harm
 * category only (REST API `text:analyze`, api-version 2024-09-01, four severity levels 0/2/4/6).
 * Its answer can only add a flag (severity 2 → concern, 4 or more → urgent), never remove one,
 * and a timeout, an error or an odd answer is ignored: the reply never waits on it for long and
 * never fails because of it. The message text goes to the service and nowhere else; nothing of
 * it is logged.
 */
export interface ContentSafetyConfig {
  endpoint: string;
  key: string;
}

export const contentSafetyApiVersion = '2024-09-01';
export const contentSafetyTimeoutMs = 1_500;

export type SelfHarmCheck = (text: string) => Promise<CrisisTier>;

export function createSelfHarmCheck(
  config: ContentSafetyConfig | undefined,
  log: Logger,
  timeoutMs = contentSafetyTimeoutMs,
): SelfHarmCheck | undefined {
  if (!config) return undefined;
  const url = new URL(
    `contentsafety/text:analyze?api-version=${contentSafetyApiVersion}`,
    config.endpoint.endsWith('/') ? config.endpoint : `${config.endpoint}/`,
  );
  return async (text) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'ocp-apim-subscription-key': config.key,
        },
        // The service takes at most 10,000 characters; a chat message is far shorter.
        body: JSON.stringify({
          text: text.slice(0, 10_000),
          categories: ['SelfHarm'],
          outputType: 'FourSeverityLevels',
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        log.info(`Content Safety answered ${response.status}; the screen used its own layers`);
        return 'none';
      }
      const body = (await response.json()) as {
        categoriesAnalysis?: { category?: string; severity?: number }[];
      };
      const severity =
        body.categoriesAnalysis?.find((c) => c.category === 'SelfHarm')?.severity ?? 0;
      return severity >= 4 ? 'urgent' : severity >= 2 ? 'concern' : 'none';
    } catch (error) {
      const kind = error instanceof Error ? error.name : 'unknown error';
      log.info(`Content Safety did not answer (${kind}); the screen used its own layers`);
      return 'none';
    }
  };
}
