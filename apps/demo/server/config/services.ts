// What the routes share: storage, the secret, the settings and a clock (injectable for tests),
// and, per server, who is asking.
import type { Config } from './config.js';
import type { Store } from '../db/open.js';
import type { Identity } from '../players/identity.js';

export interface Services {
  store: Store;
  secret: string;
  config: Config;
  now: () => Date;
}

/** The services with the server's own identity keeper, as the routes get them. */
export interface RouteServices extends Services {
  identity: Identity;
}
