// The race check (`pnpm bench:race`, part of `pnpm bench`): how fast live races pass progress
// on. The built server in its own process with the site's own limits (but the per-address API
// one raised for the one board reader below), each player asking from a
// loopback address of its own (race-racers.ts); 100 rooms of 10 racers (1,000 sockets) opened,
// joined (the join that fills a room starts it, as on the site; the host sends the start when a
// room is not full) and connected. Once every room is racing, for 20 s each racer sends a new
// progress about once a second at moments of its own, and each delivery to the 9 others is timed
// from its send (race-fanout.ts: every client is in this one process, so one clock; the clients
// share the machine's two cores with the servers). On SQLite, one server; then two servers on one
// PostgreSQL (a throwaway server, or DATABASE_URL's, in a database of the bench's own) with one
// secret, odd seats on the first and even on the second, so every progress crosses between them
// by LISTEN/NOTIFY. Prints messages sent, deliveries, lost ones, fan-out p50/p95/p99/max, and
// each server's CPU and this process's during the 20 s. Fails on any delivery lost or socket
// closed, or a fan-out p99 of 100 ms or more on SQLite, or 150 ms or more across the servers on
// PostgreSQL; and, so that races never slow the rest of the site, on board reads beside them
// (one player every 100 ms on the first server) at 50 ms or more at p99 in the server.
// BENCH_RACE_ROOMS, _RACERS and _SECONDS change it; BENCH_RACE_PAST_RACERS seeds that many
// racers of races that ended first (race-seed.ts), the history a site builds up.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startSite, type Site } from '@galaxies/tooling/site';
import { openStore } from '../db/open.js';
import { RACERS_MAX } from '../../shared/race.js';
import { freshDatabase } from './fresh-database.js';
import { percentile } from './http.js';
import { cpuSeconds, onBothDatabases } from './process.js';
import { Fanout, sendProgress } from './race-fanout.js';
import { RaceSocket, seatRoom, type Hearing } from './race-racers.js';
import { seedPastRaces } from './race-seed.js';
import { READ_EVERY_MS, readBoards, readsLogged, within } from './board-reader.js';
import { answersOf, newTally, saw5xx } from './crowd-play.js';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROOMS = env('BENCH_RACE_ROOMS', 100);
const RACERS = Math.min(RACERS_MAX, env('BENCH_RACE_RACERS', RACERS_MAX));
const SECONDS = env('BENCH_RACE_SECONDS', 20);
const PAST_RACERS = env('BENCH_RACE_PAST_RACERS', 0);
/** Rooms seated and connected at once while setting up. */
const SETTING_UP = 10;
/** How long deliveries may still arrive after the last send, ms. */
const DRAIN_MS = 5000;
const TARGET_MS = { one: 100, across: 150 };
/** The board reads beside the race traffic must stay under this at p99 in the server, ms. */
const READ_P99_MS = 50;
/** How long the reader reads before its reads alone are measured, and how long those, ms. */
const READ_WARM_MS = 1000;
const READ_IDLE_MS = 3000;

const n = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number) => value.toFixed(1);
const pause = (wait: number) => new Promise((resolve) => setTimeout(resolve, wait));

/** Runs `work` for 0 … count-1, at most `at` at once. */
async function atMost(at: number, count: number, work: (k: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(at, count) }, worker));
}

/** Where the first server logs its requests. */
const logOf = (dir: string) => join(dir, 'server-a.log');

async function startServers(count: number, dir: string, databaseUrl: string | undefined) {
  const secret = randomBytes(24).toString('base64url');
  const servers: Site[] = [];
  for (let k = 0; k < count; k++) {
    servers.push(
      await startSite({
        dataDir: dir,
        database: databaseUrl,
        secret,
        // The site's own limits, but for the one reader's reads a second (each racer asks from
        // an address of its own, far under them all).
        limits: { rate: 1_000_000 },
        // The first server's requests are logged, for the time its board reads take in it.
        ...(k === 0 ? { logLevel: 'info', logFile: logOf(dir) } : {}),
      }),
    );
  }
  return servers;
}

async function stop(servers: readonly Site[]) {
  await Promise.all(servers.map((server) => server.close()));
}

/** Every room seated, connected (seat s on server (s − 1) mod servers) and started. */
async function setUp(ports: number[], fanout: Fanout): Promise<RaceSocket[]> {
  const sockets: RaceSocket[] = [];
  const heard: Hearing = (to, seat, progress, at) => fanout.heard(to, seat, progress, at);
  await atMost(SETTING_UP, ROOMS, async (room) => {
    const seated = await seatRoom(ports, room, RACERS);
    const connected = await Promise.all(
      seated.map((one) => {
        const server = (one.seat - 1) % ports.length;
        return RaceSocket.connect(ports[server]!, server, one, heard);
      }),
    );
    sockets.push(...connected);
    const opener = connected.find((socket) => socket.seated.seat === 1)!;
    await opener.until((socket) => socket.state !== null, 10_000);
    if (opener.state === 'waiting') opener.send({ type: 'start' });
  });
  return sockets;
}

/** A row of the table: deliveries of one kind, their times, against `target` ms if given. */
function row(name: string, times: number[], lost: string, target: number | null) {
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  const held = target === null || (times.length > 0 && p99 < target);
  const verdict = target === null ? '(not a target)' : held ? 'PASS' : 'FAIL';
  console.log(
    `| ${name} | ${n(times.length)} | ${lost} | ${ms(percentile(times, 50))} | ` +
      `${ms(percentile(times, 95))} | ${ms(p99)} | ${ms(times.at(-1) ?? 0)} | ${verdict} |`,
  );
  return held;
}

/** CPU seconds over `seconds` as seconds and a share of one core. */
const share = (cpu: number | null, seconds: number) =>
  cpu === null ? '–' : `${cpu.toFixed(1)} s (${((cpu / seconds) * 100).toFixed(0)}% of a core)`;

/** The race on one database: one server on SQLite, two on PostgreSQL; whether it held. */
async function onDatabase(label: string, admin: string | undefined): Promise<boolean> {
  const count = admin ? 2 : 1;
  const target = admin ? TARGET_MS.across : TARGET_MS.one;
  const database = await freshDatabase(admin, 'galaxies_race');
  let servers: Site[] = [];
  let sockets: RaceSocket[] = [];
  try {
    if (PAST_RACERS > 0) {
      const store = await openStore({ databaseUrl: database.url, dataDir: database.dir });
      await seedPastRaces(store.db, store.dialect, PAST_RACERS).finally(() => store.close());
    }
    servers = await startServers(count, database.dir, database.url);
    const fanout = new Fanout();
    const t0 = performance.now();
    const ports = servers.map((s) => s.port);
    sockets = await setUp(ports, fanout);
    const racing = await Promise.all(
      sockets.map((socket) => socket.until((s) => s.state === 'racing', 30_000)),
    );
    const setUpSeconds = (performance.now() - t0) / 1000;
    const notRacing = racing.filter((r) => !r).length;
    if (notRacing) {
      console.log(
        `\n${label}: ${notRacing} of ${sockets.length} sockets never saw their race start.`,
      );
      return false;
    }

    // One player reads the boards on the first server throughout: alone first, then beside the
    // race traffic, which must not slow the rest of the site.
    let readingOver = false;
    const tally = newTally();
    const reading = readBoards(servers[0]!.port, tally, () => readingOver);
    await pause(READ_WARM_MS);
    const idleFrom = Date.now();
    await pause(READ_IDLE_MS);
    const racingFrom = Date.now();
    const cpuBefore = servers.map((s) => cpuSeconds(s.child.pid));
    const ownBefore = process.cpuUsage();
    const w0 = performance.now();
    await sendProgress(sockets, fanout, SECONDS, () => RACERS - 1);
    const seconds = (performance.now() - w0) / 1000;
    const racingTo = Date.now();
    readingOver = true;
    await reading;
    const own = process.cpuUsage(ownBefore);
    const cpu = servers.map((s, k) => {
      const [before, after] = [cpuBefore[k] ?? null, cpuSeconds(s.child.pid)];
      return before !== null && after !== null ? after - before : null;
    });
    const drainUntil = performance.now() + DRAIN_MS;
    while (fanout.lost > 0 && performance.now() < drainUntil) await pause(100);
    const closed = sockets.filter((s) => s.closed !== null).length;

    console.log(
      `\n${label}: ${count === 1 ? 'one server' : `${count} servers, odd seats on the first and even on the second`}; ` +
        `the site's own limits (the reader's raised), each player its own loopback address; ${ROOMS} rooms of ${RACERS} ` +
        `(${n(sockets.length)} sockets) seated, connected and racing in ${setUpSeconds.toFixed(1)} s` +
        (PAST_RACERS > 0 ? `, beside ${n(PAST_RACERS)} racers of past races` : '') +
        '; ' +
        `${SECONDS} s of progress, each racer about once a second`,
    );
    console.log(
      `| deliveries | count | lost | p50 ms | p95 ms | p99 ms | max ms | p99 < ${target} ms |`,
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    const lost = fanout.lost;
    let held: boolean;
    if (count === 1) {
      held = row('all', [...fanout.within], n(lost), target);
    } else {
      const all = row('all', [...fanout.within, ...fanout.across], n(lost), null);
      held = row('across servers', [...fanout.across], '–', target) && all;
      row('within a server', [...fanout.within], '–', null);
    }
    console.log(
      `Sent ${n(fanout.sent)} progress messages in ${seconds.toFixed(1)} s ` +
        `(${n(fanout.sent / seconds)}/s), each for ${RACERS - 1} others: ${n(fanout.delivered)} delivered, ` +
        `${n(lost)} lost, ${fanout.unexpected} unexpected; ${closed} sockets closed.`,
    );
    console.log(
      `CPU over those ${seconds.toFixed(1)} s: ` +
        cpu.map((c, k) => `server ${'AB'[k] ?? k + 1} ${share(c, seconds)}`).join(', ') +
        `; this process (the ${n(sockets.length)} clients, on the same two cores) ` +
        share((own.user + own.system) / 1e6, seconds) +
        '.',
    );
    await pause(200); // the server writes a request's line as it answers: the last are in
    const reads = readsLogged(logOf(database.dir));
    const idle = within(reads, idleFrom, racingFrom, 99);
    const racingReads = within(reads, racingFrom, racingTo, 99);
    const readsHeld = racingReads.count > 0 && racingReads.ms < READ_P99_MS && !saw5xx(tally);
    console.log(
      `The boards read every ${READ_EVERY_MS} ms on the first server, their time in it: p99 ` +
        `${ms(idle.ms)} ms alone (${idle.count} reads), ${ms(racingReads.ms)} ms beside the ` +
        `race traffic (${racingReads.count} reads; under ${READ_P99_MS} ms: ` +
        `${readsHeld ? 'PASS' : 'FAIL'}); ${answersOf(tally)}.`,
    );
    return held && readsHeld && lost === 0 && fanout.unexpected === 0 && closed === 0;
  } finally {
    await Promise.race([Promise.all(sockets.map((s) => s.close())), pause(10_000)]);
    await stop(servers);
    await database.remove();
  }
}

if (!(await onBothDatabases('Race fan-out check', onDatabase))) {
  console.error(
    `A delivery was lost, a socket closed, the fan-out p99 was ${TARGET_MS.one} ms or more on ` +
      `one server (${TARGET_MS.across} ms or more across two), or board reads beside the race ` +
      `took ${READ_P99_MS} ms or more at p99.`,
  );
  process.exitCode = 1;
}
