// The community check's database, written straight in, in one transaction (as seed.ts does the
// site's own solves): the players (authors and solvers), the published puzzles in batches of a
// thousand rows, the solves a statement per run of equal counts (community-shape.ts) made in
// SQL from a numbers table (SQLite's recursive count, PostgreSQL's generate_series), then what
// the solves make: each puzzle's games, median time and rated day, and each solver's community
// rating. PostgreSQL is then vacuumed and analysed, as autovacuum would soon do; SQLite is left
// as the site leaves it (it never runs ANALYZE).
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { LibraryPuzzle } from './community-library.js';
import {
  bandsOf,
  playersOf,
  puzzleRow,
  CANONICAL_PREFIX,
  PLAYER_PREFIX,
  rankOf,
  solvesByRank,
  type Band,
  type CommunityCounts,
} from './community-shape.js';

type Dialect = 'sqlite' | 'postgres';

/** Rows an insert of puzzles carries: 28 values each, under SQLite's 32,766 parameters. */
const BATCH = 1000;

/**
 * Numbers 0 … count − 1 as a table `n(i)`, written into the statement (SQLite binds a JavaScript
 * number as a real). PostgreSQL's are bigints, so the arithmetic on them never overflows.
 */
function numbers(dialect: Dialect, count: number) {
  return dialect === 'postgres'
    ? sql`select i from generate_series(0::bigint, ${sql.lit(count - 1)}) as n(i)`
    : sql`with recursive n(i) as (select 0 union all select i + 1 from n where i < ${sql.lit(count - 1)}) select i from n`;
}

/**
 * The moment `fraction` of the way from `from` (a column of ISO times) to `to`, as an ISO time
 * with milliseconds, the form the site stores.
 */
function between(
  dialect: Dialect,
  from: RawBuilder<unknown>,
  to: string,
  fraction: RawBuilder<unknown>,
) {
  return dialect === 'postgres'
    ? sql`to_char((${from}::timestamptz + (${to}::timestamptz - ${from}::timestamptz) * (${fraction})::float8)
        at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ',
        julianday(${from}) + (julianday(${to}) - julianday(${from})) * (${fraction}))`;
}

async function insertPlayers(
  trx: Transaction<Database>,
  dialect: Dialect,
  count: number,
  at: string,
) {
  await sql`insert into players (id, name, created_at, rating, rd, volatility, games, rated_day, rated_days)
    select ${sql.lit(PLAYER_PREFIX)} || i, case when i % 3 = 0 then 'Player ' || i end, ${at}, 1500,
      case when i % 3 = 0 then 80 else 350 end, 0.06, i % 40, null, case when i % 3 = 0 then 5 else 0 end
    from (${numbers(dialect, count)}) as p`.execute(trx);
}

async function insertPuzzles(
  trx: Transaction<Database>,
  counts: CommunityCounts,
  solves: readonly number[],
  library: ReadonlyMap<string, LibraryPuzzle[]>,
  now: Date,
) {
  for (let first = 0; first < counts.puzzles; first += BATCH) {
    const rows = [];
    for (let k = first; k < Math.min(counts.puzzles, first + BATCH); k++) {
      rows.push(puzzleRow(k, counts, solves[rankOf(k, counts.puzzles)]!, library, now));
    }
    await trx.insertInto('community_puzzles').values(rows).execute();
  }
}

/**
 * A band's solves: the j-th solve of the puzzle at rank r by player (7919 r + j) mod players
 * (no player twice on a puzzle, as j < its solves ≤ players), at a time between its publishing
 * and `now`, taking a time that grows with its grid and level, one in 12 with hints.
 */
async function insertSolves(
  trx: Transaction<Database>,
  dialect: Dialect,
  band: Band,
  players: number,
  now: string,
) {
  const { first, length, solves } = band;
  const at = between(
    dialect,
    sql`c.published_at`,
    now,
    sql`(s.j * 1000 + s.x) * 1.0 / ${sql.lit(solves * 1000)}`,
  );
  await sql`insert into community_solves (puzzle_id, player_id, seconds, hints, day, solved_at,
      rating_change, puzzle_change)
    select id, player_id, seconds, hints, substr(solved_at, 1, 10), solved_at,
      case when hints = 0 then (x % 41 - 20) / 2.0 end, case when hints = 0 then (x % 29 - 14) / 4.0 end
    from (
      select c.id, ${sql.lit(PLAYER_PREFIX)} || ((s.r * 7919 + s.j) % ${sql.lit(players)}) as player_id,
        5 + c.w * c.h * (case c.level when 'easy' then 5 when 'medium' then 9 else 16 end)
          * (400 + s.x * 12 / 10) / 10000 as seconds,
        case when s.x % 12 = 0 then 1 + s.x % 3 else 0 end as hints, ${at} as solved_at, s.x
      from (select ${sql.lit(first)} + i / ${sql.lit(solves)} as r, i % ${sql.lit(solves)} as j,
          (i * 7919 + ${sql.lit(first * 104729)}) % 1000 as x
        from (${numbers(dialect, length * solves)}) as n) as s
      join community_puzzles c on c.canonical = ${sql.lit(CANONICAL_PREFIX)} || s.r
    ) as t`.execute(trx);
}

/** Each puzzle's games, median time without hints (as medianSeconds reads it) and rated day. */
async function keepPuzzleCounts(trx: Transaction<Database>) {
  await sql`update community_puzzles set games = a.g, rated_day = a.d, median_seconds = a.m
    from (
      select puzzle_id, count(*) as g, max(day) as d,
        avg(case when k in ((n + 1) / 2, (n + 2) / 2) then seconds end) as m
      from (
        select puzzle_id, seconds, day,
          row_number() over (partition by puzzle_id order by seconds, id) as k,
          count(*) over (partition by puzzle_id) as n
        from community_solves where hints = 0
      ) as ranked
      group by puzzle_id
    ) as a
    where a.puzzle_id = community_puzzles.id`.execute(trx);
}

/** Each solver's community rating: 1200–1900, settling as their games add up. */
async function insertRatings(trx: Transaction<Database>) {
  await sql`insert into community_ratings (player_id, rating, rd, volatility, games, rated_day)
    select player_id, 1200 + (cast(substr(player_id, ${sql.lit(PLAYER_PREFIX.length + 1)}) as integer) * 7919) % 700,
      case when count(*) * 15 > 290 then 60 else 350 - count(*) * 15 end, 0.06, count(*), max(day)
    from community_solves where hints = 0 group by player_id`.execute(trx);
}

/** What seeding made: the listed puzzle with the most solves, and how long each part took. */
export interface Seeded {
  popular: { id: string; solves: number };
  seconds: { rows: number; analyse: number };
}

export async function seedCommunity(
  db: Kysely<Database>,
  dialect: Dialect,
  counts: CommunityCounts,
  library: ReadonlyMap<string, LibraryPuzzle[]>,
  now: Date,
): Promise<Seeded> {
  const t0 = performance.now();
  const solves = solvesByRank(counts);
  const players = playersOf(counts);
  const yearAgo = new Date(now.getTime() - 366 * 86_400_000).toISOString();
  await db.transaction().execute(async (trx) => {
    await insertPlayers(trx, dialect, players, yearAgo);
    await insertPuzzles(trx, counts, solves, library, now);
    for (const band of bandsOf(solves))
      await insertSolves(trx, dialect, band, players, now.toISOString());
    await keepPuzzleCounts(trx);
    await insertRatings(trx);
  });
  const t1 = performance.now();
  if (dialect === 'postgres') {
    await sql`vacuum analyze players, community_puzzles, community_solves, community_ratings`.execute(
      db,
    );
  }
  const t2 = performance.now();
  const stored = await db
    .selectFrom('community_solves')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(stored.n) !== counts.solves) {
    throw new Error(`Seeded ${stored.n} solves, not ${counts.solves}.`);
  }
  const popular = await db
    .selectFrom('community_puzzles')
    .select(['id', 'solves'])
    .where('hidden', '=', 0)
    .where('withdrawn_at', 'is', null)
    .orderBy('solves', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { popular, seconds: { rows: (t1 - t0) / 1000, analyse: (t2 - t1) / 1000 } };
}
