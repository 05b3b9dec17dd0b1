// The site's server: the built front end, the JSON API and the health check, behind security
// headers, a body size limit, rate limits on the API and JSON errors.
import { existsSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { MemoryCounts, type SyncedCounts, type WindowCounts } from './db/window-counts.js';
import { PostgresCounts } from './db/counts.js';
import { BatchedCounts } from './db/batched-counts.js';
import type { Store } from './db/open.js';
import {
  clientError,
  DATABASE_DOWN,
  frameworkError,
  jsonErrors,
  refusalsFor,
} from './http/errors.js';
import { Identity } from './players/identity.js';
import { progressRoutes } from './routes/progress.js';
import { deviceRoutes } from './routes/devices.js';
import { dailyRoutes } from './routes/daily.js';
import { leaderboardRoutes } from './routes/leaderboard.js';
import { meRoutes } from './routes/me.js';
import { solveRoutes } from './routes/solves.js';
import { ticketRoutes } from './routes/tickets.js';
import { puzzleRoutes } from './routes/puzzles.js';
import { raceRoutes } from './routes/races.js';
import { rateStoreOn } from './limits/rate-store.js';
import { securityHeaders } from './http/security.js';
import { isSiteRoute, staticFiles } from './http/static-files.js';
import { asksForPage, notFoundPage } from './pages/not-found-page.js';
import { sitePages } from './pages/site-pages.js';
import { communityPages } from './pages/community-pages.js';
import { racePages } from './pages/race-pages.js';
import { embedPage } from './embed/embed-page.js';
import { oembedRoute } from './embed/oembed.js';
import { thumbnailRoute } from './embed/thumbnail-route.js';
import { fastifyTrustProxy } from './config/trust-proxy.js';
import type { Services } from './db/services.js';
import { MINUTE_MS } from '../shared/policy.js';

/** A solve post is a few hundred bytes; nothing the API takes needs more than this. */
export const BODY_LIMIT = 4096;

/**
 * A request as the log tells it: method, path and the names of its query's fields (never their
 * values, which may carry a code), and the client's address. Headers, so cookies, never appear.
 */
function requestForLog(request: FastifyRequest) {
  const [path, query] = request.url.split('?', 2) as [string, string | undefined];
  const fields = query ? [...new URLSearchParams(query).keys()] : [];
  return {
    method: request.method,
    url: fields.length ? `${path}?${fields.map((f) => `${f}=…`).join('&')}` : path,
    remoteAddress: request.ip,
  };
}

export interface ServerOptions extends Services {
  /** Where the log goes (standard output when absent): tests read it. */
  logStream?: { write(line: string): unknown };
  /** The folder holding the built front end (index.html and assets). */
  clientDir: string;
  /** Storybook's static build, served under /storybook/ when it is there. */
  storybookDir?: string;
}

/** Where the limits count: the database when servers share one (PostgreSQL), else here. */
function countsFor(store: Store): WindowCounts {
  return store.dialect === 'postgres' ? new PostgresCounts(store.db) : new MemoryCounts();
}

/**
 * Where the request rate limits count: here, and on PostgreSQL shared with the other servers
 * in batches (db/batched-counts.ts), so that no request waits for the database to be counted.
 */
function requestCountsFor(store: Store, now: () => Date): SyncedCounts {
  return store.dialect === 'postgres'
    ? new BatchedCounts(store.db, () => now().getTime())
    : new MemoryCounts();
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { clientDir, storybookDir, logStream, ...services } = options;
  const app = Fastify({
    // One JSON line a request and one an error; bodies are never logged, so neither is a ticket.
    logger: {
      level: services.config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      serializers: { req: requestForLog },
    },
    // One line a request, written as it completes (Fastify's own logging writes two).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: fastifyTrustProxy(services.config.trustProxy),
    // Refuse what a schema does not name, and take types as sent: a forged post is refused,
    // never quietly repaired.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
  });
  securityHeaders(app);
  jsonErrors(app);
  services.store.onConnectionError((error) =>
    app.log.warn({ err: error }, 'a database connection broke; the pool will make a new one'),
  );
  const sendNotFoundPage = notFoundPage(clientDir);
  app.setNotFoundHandler((request, reply) => {
    if (asksForPage(request) && sendNotFoundPage(reply)) return reply;
    return reply.status(404).send({ error: refusalsFor(request).nowhere });
  });
  await app.register(fastifyCookie, { secret: services.secret });
  const counts = countsFor(services.store);
  const requestCounts = requestCountsFor(services.store, services.now);
  app.decorate('rateCounts', requestCounts);
  app.addHook('onClose', () => requestCounts.stop());
  await app.register(fastifyRateLimit, {
    max: services.config.rateLimit,
    timeWindow: MINUTE_MS,
    store: rateStoreOn(requestCounts, services.now),
    // A database that can't count lets the request through: the API answers 503 on its own.
    skipOnError: true,
    // The limits guard the API. The site's own files (pages, hashed assets, the service worker,
    // the manifest, icons) are cheap, cached and never counted: a first visit fetches a hundred
    // of them, and a class behind one address must not be turned away by its own pages.
    allowList: (request) => isSiteRoute(request.routeOptions.url),
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(services.store.db);
      return { ok: true };
    } catch {
      return reply.status(503).send({ ok: false, error: DATABASE_DOWN });
    }
  });
  const routes = {
    ...services,
    identity: new Identity(services.store, services.now, services.config.newPlayerLimit, counts),
  };
  meRoutes(app, routes);
  deviceRoutes(app, { ...routes, counts });
  progressRoutes(app, routes);
  dailyRoutes(app, routes);
  ticketRoutes(app, routes);
  solveRoutes(app, routes);
  leaderboardRoutes(app, routes);
  puzzleRoutes(app, routes);
  await raceRoutes(app, routes);
  sitePages(app, routes, clientDir);
  communityPages(app, routes, clientDir);
  racePages(app, routes, clientDir);
  embedPage(app, routes, clientDir);
  thumbnailRoute(app, routes);
  oembedRoute(app, routes);

  await staticFiles(app, {
    clientDir,
    storybookDir: storybookDir && existsSync(storybookDir) ? storybookDir : undefined,
  });
  return app;
}
