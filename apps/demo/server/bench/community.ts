// The community check (`pnpm bench:community`, part of `pnpm bench`): a database seeded straight
// with 100,000 published puzzles and 1,000,000 solves of them (community-seed.ts), the built
// server in its own process on it with its per-address limits lifted (every connection comes
// from one address: this measures the database and the server), and 100 keep-alive connections
// reading each route of community-routes.ts a few seconds at a time, the routes in turn, three
// rounds; medians. Then 20×20 puzzles published one after another while the same connections
// read a mix of the routes, against the mix read alone. Targets: reads p99 < 50 ms, publishes
// p99 < 300 ms. On SQLite, then PostgreSQL; the exit code says whether every target held.
import { startSite } from '@galaxies/tooling/site';
import { openStore } from '../db/open.js';
import { percentile } from './http.js';
import { makeLibrary } from './community-library.js';
import { makeTwenties, playersFor, publishers, publishFor } from './community-publish.js';
import { routesOf, statusOf, type Route } from './community-routes.js';
import { seedCommunity } from './community-seed.js';
import type { CommunityCounts } from './community-shape.js';
import { freshDatabase } from './fresh-database.js';
import { onBothDatabases } from './process.js';
import { median, readFor, type Reads, type Target } from './reads.js';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const COUNTS: CommunityCounts = {
  puzzles: env('BENCH_COMMUNITY_PUZZLES', 100_000),
  solves: env('BENCH_COMMUNITY_SOLVES', 1_000_000),
  authors: env('BENCH_COMMUNITY_AUTHORS', 5_000),
};
const CONNECTIONS = env('BENCH_COMMUNITY_CONNECTIONS', 100);
const SECONDS = env('BENCH_COMMUNITY_SECONDS', 2);
const ROUNDS = env('BENCH_COMMUNITY_ROUNDS', 3);
/** Pages followed in before the deep page is read. */
const DEEP_PAGES = env('BENCH_COMMUNITY_DEEP_PAGES', 50);
const PUBLISH_SECONDS = env('BENCH_COMMUNITY_PUBLISH_SECONDS', 10);
/** Puzzles made for publishing: more than the seconds above publish on this machine. */
const PUBLISHES = env('BENCH_COMMUNITY_PUBLISHES', 150);
const READ_TARGET_MS = 50;
const PUBLISH_TARGET_MS = 300;

const n = (value: number) => Math.round(value).toLocaleString('en');
const verdict = (held: boolean) => (held ? 'PASS' : 'FAIL');

/** A route's row of the table from its rounds; whether it held. */
function report(route: Route, rounds: Reads[]): boolean {
  const p99 = median(rounds.map((r) => r.p99));
  const errors = rounds.reduce((sum, r) => sum + r.errors, 0);
  const cpu = rounds.every((r) => r.cpu !== null && r.answered > 0)
    ? median(rounds.map((r) => (r.cpu! / r.answered) * 1000)).toFixed(2)
    : '–';
  const held = (p99 < READ_TARGET_MS && errors === 0) || route.reference === true;
  console.log(
    `| ${route.name} | ${n(median(rounds.map((r) => r.perSecond)))} | ` +
      `${median(rounds.map((r) => r.p50)).toFixed(1)} | ${p99.toFixed(1)} | ${errors} | ${cpu} | ${route.reference ? '(not a target)' : verdict(held)} |`,
  );
  return held;
}

/** Every route read ROUNDS times in turn; the table; whether every route served held. */
async function readRoutes(target: Target, routes: Route[]): Promise<boolean> {
  const served: Route[] = [];
  for (const route of routes) {
    const status = await statusOf(target.port, route.path);
    if (status === 200) served.push(route);
    else console.log(`${route.name} (${route.path}) answers ${status}: not measured.`);
  }
  const rounds = new Map<Route, Reads[]>(served.map((route) => [route, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const route of served) {
      rounds.get(route)!.push(await readFor(target, [route.path], CONNECTIONS, SECONDS));
    }
  }
  console.log(`${ROUNDS} rounds of ${SECONDS} s at ${CONNECTIONS} connections, medians:`);
  console.log(
    `| route | requests/s | p50 ms | p99 ms | errors | server CPU ms a request | p99 < ${READ_TARGET_MS} ms |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  let held = true;
  for (const [route, reads] of rounds) held = report(route, reads) && held;
  return held;
}

/** The mix read alone, then while puzzles are published one after another; whether both held. */
async function readWhilePublishing(
  target: Target,
  routes: Route[],
  twenties: Parameters<typeof publishFor>[1],
): Promise<boolean> {
  const mix = routes.filter((route) => route.mix).map((route) => route.path);
  // The first publish starts the maker pool's workers, as a server's first big puzzle does.
  const [starter, ...cookies] = await publishers(target.port, 1 + playersFor(twenties.length - 1));
  const first = await publishFor(target, twenties.slice(0, 1), [starter!], 60);
  const alone = await readFor(target, mix, CONNECTIONS, PUBLISH_SECONDS);
  const [during, published] = await Promise.all([
    readFor(target, mix, CONNECTIONS, PUBLISH_SECONDS),
    publishFor(target, twenties.slice(1), cookies, PUBLISH_SECONDS),
  ]);
  const p99 = percentile(published.ms, 99);
  const refused = [...published.refused].map(([status, count]) => `${count} × ${status}`);
  const publishHeld = p99 < PUBLISH_TARGET_MS && refused.length === 0 && published.ms.length > 0;
  const readsHeld = during.p99 < READ_TARGET_MS && during.errors === 0;
  console.log(
    `\nPublishing 20×20 medium one after another as ${cookies.length} players, ` +
      `${CONNECTIONS} connections reading ${routes
        .filter((r) => r.mix)
        .map((r) => r.name)
        .join(', ')}:`,
  );
  console.log(
    `  the first (starting the maker pool's workers): ${first.ms[0]?.toFixed(0) ?? 'refused'} ms`,
  );
  console.log(
    `  published ${published.ms.length} in ${published.seconds.toFixed(1)} s, ` +
      `p50 ${percentile(published.ms, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, ` +
      `refused ${refused.join(', ') || 'none'}: ${verdict(publishHeld)} (p99 < ${PUBLISH_TARGET_MS} ms)`,
  );
  console.log(
    `  reads without publishing: ${n(alone.perSecond)}/s, p50 ${alone.p50.toFixed(1)} ms, p99 ${alone.p99.toFixed(1)} ms, ${alone.errors} errors`,
  );
  console.log(
    `  reads while publishing:   ${n(during.perSecond)}/s, p50 ${during.p50.toFixed(1)} ms, p99 ${during.p99.toFixed(1)} ms, ${during.errors} errors: ` +
      `p99 ${(during.p99 / alone.p99).toFixed(2)}× without, ${verdict(readsHeld)} (p99 < ${READ_TARGET_MS} ms)`,
  );
  return publishHeld && readsHeld;
}

const t0 = performance.now();
const library = makeLibrary();
const t1 = performance.now();
const twenties = makeTwenties(PUBLISHES);
console.log(
  `Made ${[...library.values()].flat().length} puzzles for the seed in ${((t1 - t0) / 1000).toFixed(1)} s, ` +
    `${twenties.length} 20×20s to publish in ${((performance.now() - t1) / 1000).toFixed(1)} s.`,
);

const held = await onBothDatabases('Community check', async (label, admin) => {
  const database = await freshDatabase(admin, 'galaxies_community');
  try {
    const store = await openStore({ databaseUrl: database.url, dataDir: database.dir });
    const seeded = await seedCommunity(
      store.db,
      store.dialect,
      COUNTS,
      library,
      new Date(),
    ).finally(() => store.close());
    console.log(
      `\n${label}: seeded ${n(COUNTS.puzzles)} puzzles and ${n(COUNTS.solves)} solves in ` +
        `${seeded.seconds.rows.toFixed(1)} s` +
        (store.dialect === 'postgres'
          ? ` (and vacuum analyze ${seeded.seconds.analyse.toFixed(1)} s)`
          : '') +
        `; the most solved listed puzzle: ${seeded.popular.id}, ${n(seeded.popular.solves)} solves.`,
    );
    const site = await startSite({ dataDir: database.dir, database: database.url, limits: 'off' });
    const { port } = site;
    try {
      const target = { port, pid: site.child.pid };
      const routes = await routesOf(port, seeded.popular.id, DEEP_PAGES);
      const read = await readRoutes(target, routes);
      return (await readWhilePublishing(target, routes, twenties)) && read;
    } finally {
      await site.close();
    }
  } finally {
    await database.remove();
  }
});
if (!held) process.exitCode = 1;
