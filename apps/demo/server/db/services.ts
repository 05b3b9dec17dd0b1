// What the routes, pages and jobs share: storage, the secret, the settings and a clock
// (injectable for tests). With the server's own identity keeper, as the routes get them, they
// are players/identity.ts's RouteServices. (Here, beside storage, so every layer over db/ may name
// them; config/ stays below.)
import type { Config } from '../config/config.js';
import type { Store } from './open.js';

export interface Services {
  store: Store;
  secret: string;
  config: Config;
  now: () => Date;
}
