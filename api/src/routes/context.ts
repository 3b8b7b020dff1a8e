import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Storage } from '../data/storage.js';
import type { Logger } from '../logger.js';

/** What every route gets: nothing global, so tests build an app per storage. */
export interface AppDeps {
  config: Config;
  storage: Storage;
  clock: Clock;
  log: Logger;
}

export interface AppEnv {
  Variables: {
    clientAddress: string;
  };
}
