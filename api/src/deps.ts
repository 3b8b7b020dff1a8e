import type { AiTimeouts } from './ai/coach-model.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Storage } from './data/storage.js';
import type { Logger } from './logger.js';
import type { GoogleVerifier } from './security/google.js';

/** What every route and service gets: nothing global, so tests build an app per storage. */
export interface AppDeps {
  config: Config;
  storage: Storage;
  clock: Clock;
  log: Logger;
  /** Verifies Google ID tokens; tests hand in one that trusts their own signing keys. */
  google?: GoogleVerifier;
  /** The coach model's time limits; tests shorten them (defaults fit the platform's 45 s). */
  aiTimeouts?: Partial<AiTimeouts>;
  /** Tests shorten the wait for Azure AI Content Safety. */
  contentSafetyTimeoutMs?: number;
}
