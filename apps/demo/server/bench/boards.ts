// The board-reads check (`pnpm bench:boards`, part of `pnpm bench`): a database seeded with 0,
// 10,000 and 1,000,000 stored solves (seed.ts), the built server in its own process on it, and
// 10 and then 100 connections reading the all-time board (7×7 easy) and today's board as fast as
// they are answered, a few seconds at a time, the three servers in turn, three rounds. Prints the
// medians of requests/s, p50/p99, errors, the server's CPU a request, and the all-time board's
// requests/s at 10,000 solves against none. The API's per-address
// limit is lifted here: every connection comes from one address, and this measures the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from '@galaxies/tooling/site';
import { openStore } from '../db/open.js';
import { runStatement } from '../db/statement.js';
import { todayIn } from '../../shared/days.js';
import { percentile, send } from './http.js';
import { cpuSeconds, onBothDatabases } from './process.js';
import { seedSolves } from './seed.js';

const SOLVES = (process.env.BENCH_SOLVES_STORED ?? '0,10000,1000000').split(',').map(Number);
const CONNECTIONS = [10, 100];
const SECONDS = Number(process.env.BENCH_READ_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_READ_ROUNDS ?? 3);
const BOARDS = [
  ['all-time 7×7 easy', '/api/galaxies/leaderboard/all-time?size=7&level=easy'],
  ['today', '/api/galaxies/leaderboard/daily'],
] as const;

interface Reads {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  cpu: number | null;
}

/** `connections` keep-alive connections reading `path` for SECONDS. */
async function read(port: number, pid: number | undefined, path: string, connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const ms: number[] = [];
  let errors = 0;
  const cpuBefore = cpuSeconds(pid);
  const t0 = performance.now();
  const until = t0 + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const answer = await send({
          port,
          from: '127.0.0.1',
          method: 'GET',
          path,
          agent,
          keepBody: false,
        }).catch(() => null);
        if (answer?.status === 200) ms.push(answer.ms);
        else errors++;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpuAfter = cpuSeconds(pid);
  agent.destroy();
  ms.sort((a, b) => a - b);
  return {
    perSecond: ms.length / seconds,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    errors,
    cpu: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
  } satisfies Reads;
}

/** A fresh PostgreSQL database on the server at `admin`, and how to drop it. */
async function freshPostgres(admin: string, name: string) {
  const run = (statement: string) => runStatement(admin, statement);
  await run(`drop database if exists ${name}`);
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name}`) };
}

/** A server on a database seeded with `count` solves, and how to stop it and drop its data. */
async function seeded(admin: string | undefined, count: number) {
  const dir = mkdtempSync(join(tmpdir(), 'galaxies-boards-'));
  const database = admin ? await freshPostgres(admin, `galaxies_boards_${count}`) : null;
  const store = await openStore({ databaseUrl: database?.url, dataDir: dir });
  const seeding = performance.now();
  await seedSolves(store.db, store.dialect, count, todayIn('UTC', new Date()));
  const seconds = (performance.now() - seeding) / 1000;
  await store.close();
  const site = await startSite({ dataDir: dir, database: database?.url, limits: 'off' });
  const stop = async () => {
    await site.close();
    await database?.drop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  return { count, port: site.port, pid: site.child.pid, seconds, stop };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Every count of stored solves on one database, a server each, read in turn ROUNDS times (so a
 * busy moment of the machine falls on every count alike); medians of the rounds.
 */
async function onDatabase(label: string, admin: string | undefined) {
  const servers = [];
  for (const count of SOLVES) servers.push(await seeded(admin, count));
  console.log(
    `\n${label}: ${ROUNDS} rounds of ${SECONDS} s at each number of connections, medians`,
  );
  console.log(
    `seeded: ${servers.map((s) => `${s.count.toLocaleString('en')} in ${s.seconds.toFixed(1)} s`).join(', ')}`,
  );
  console.log(
    '| solves stored | board | connections | requests/s | p50 ms | p99 ms | errors | server CPU µs a request |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const allTimeAt10 = new Map<number, number>();
  try {
    for (const [name, path] of BOARDS) {
      for (const connections of CONNECTIONS) {
        const rounds = new Map<number, Reads[]>(servers.map((s) => [s.count, []]));
        for (let round = 0; round < ROUNDS; round++) {
          for (const s of servers)
            rounds.get(s.count)!.push(await read(s.port, s.pid, path, connections));
        }
        for (const [count, reads] of rounds) {
          const perSecond = median(reads.map((r) => r.perSecond));
          if (name.startsWith('all-time') && connections === 10) allTimeAt10.set(count, perSecond);
          const cpu = reads.every((r) => r.cpu !== null)
            ? median(reads.map((r) => (r.cpu! / (r.perSecond * SECONDS)) * 1e6)).toFixed(0)
            : '–';
          console.log(
            `| ${count.toLocaleString('en')} | ${name} | ${connections} | ${perSecond.toFixed(0)} | ` +
              `${median(reads.map((r) => r.p50)).toFixed(1)} | ${median(reads.map((r) => r.p99)).toFixed(1)} | ` +
              `${reads.reduce((n, r) => n + r.errors, 0)} | ${cpu} |`,
          );
        }
      }
    }
  } finally {
    for (const s of servers) await s.stop();
  }
  const empty = allTimeAt10.get(0);
  const tenThousand = allTimeAt10.get(10_000);
  if (empty && tenThousand) {
    console.log(
      `All-time board, 10 connections: 10,000 solves read at ${(tenThousand / empty).toFixed(2)}× none.`,
    );
  }
}

await onBothDatabases('Board-reads check', onDatabase);
