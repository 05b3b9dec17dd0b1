// What the routes share: storage, the secret, the settings and a clock (injectable for tests).
import type { Config } from './config.js';
import type { Store } from './db/open.js';

export interface Services {
  store: Store;
  secret: string;
  config: Config;
  now: () => Date;
}
