// The crowd simulation: puzzles with engine scores, solvers with hidden skills, every first
// attempt rated by ratePuzzleGame in day order; how well the crowd's ratings rank the puzzles by
// score, and how many games a puzzle takes to settle.

import { isProvisional, newPlayer } from '../player.js';
import type { PlayerState } from '../player.js';
import { puzzleSeed } from '../puzzle-seed.js';
import { PUZZLE_CHANGE_LIMIT, ratePuzzleGame, SOLVER_CHANGE_LIMIT } from '../rate-puzzle-game.js';
import { parOf, SIDES, solveSeconds } from './model.js';
import { integer, normal, seeded, shuffled } from './random.js';
import type { Random } from './random.js';
import { spearman } from './spearman.js';

/** What is simulated. Everything drawn comes from `seed`, whatever the `seeding`. */
export interface CrowdOptions {
  readonly puzzles: number;
  readonly solvers: number;
  /** Each solver's first attempts, from least to most (log-uniform, at most every puzzle). */
  readonly attempts: readonly [number, number];
  /** Attempts a solver makes on each day they play, from least to most (uniform). */
  readonly perDay: readonly [number, number];
  /** Solvers start on a day drawn from 0 to this, then play every day until done. */
  readonly arrivalDays: number;
  /** Where puzzles start: `puzzleSeed(score)`, or all at 1500 (RD 350) for the crowd to place. */
  readonly seeding: 'score' | 'flat';
  readonly seed: number;
}

/** The full run (`pnpm run crowd`) and the smaller one the tests run. */
export const FULL: Omit<CrowdOptions, 'seeding'> = {
  puzzles: 400,
  solvers: 2000,
  attempts: [5, 100],
  perDay: [1, 5],
  arrivalDays: 60,
  seed: 2026,
};
export const SMALL: Omit<CrowdOptions, 'seeding'> = {
  puzzles: 80,
  solvers: 400,
  attempts: [10, 80],
  perDay: [1, 5],
  arrivalDays: 20,
  seed: 7,
};

/** The shares of the attempts after which the puzzles' Spearman ρ is taken along the way. */
export const CHECKPOINTS = [0.05, 0.1, 0.25, 0.5, 1] as const;

/** Middle and 90th percentile of a list (NaN for none). */
export interface Spread {
  readonly median: number;
  readonly p90: number;
}

/** The puzzles' ρ after so many attempts, and games that moved them, a puzzle on average. */
export interface Progress {
  readonly attemptsPerPuzzle: number;
  readonly movesPerPuzzle: number;
  readonly spearman: number;
}

export interface CrowdResult {
  /** Spearman's ρ between the puzzles' final ratings and their scores. */
  readonly puzzleSpearman: number;
  /** Spearman's ρ between the solvers' final ratings and their skills. */
  readonly solverSpearman: number;
  /** First attempts rated, and how many of them moved their puzzle (the solver established). */
  readonly games: number;
  readonly moved: number;
  /** Games whose change was held at the limit: the solver's, and the puzzle's. */
  readonly clamped: { readonly solver: number; readonly puzzle: number };
  readonly days: number;
  /** Puzzles still provisional at the end. */
  readonly provisional: number;
  /** Over the puzzles that settled: first attempts, and games that moved it, until RD < 110. */
  readonly attemptsToSettle: Spread;
  readonly movesToSettle: Spread;
  /** Over the solvers that settled: their attempts until RD < 110 (until then they move none). */
  readonly solverAttemptsToSettle: Spread;
  /** The puzzles' ρ along the way, after each checkpoint's share of the attempts. */
  readonly progress: readonly Progress[];
}

interface Attempt {
  readonly day: number;
  readonly order: number;
  readonly solver: number;
  readonly puzzle: number;
}

function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number): number =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { median: at(0.5), p90: at(0.9) };
}

/** Whether a change was held at `limit` (read back as after − before, so up to a rounding). */
function atLimit(change: number, limit: number): boolean {
  return Math.abs(Math.abs(change) - limit) < 1e-9;
}

/** Counts each one's attempts, and notes the count when its RD first falls under 110. */
class Settling {
  private readonly seen: number[];
  private readonly settled: boolean[];
  /** Attempts until settled, one entry for each that settled. */
  readonly attempts: number[] = [];
  /** The state's `games` then: for a puzzle, the games that moved it. */
  readonly games: number[] = [];

  constructor(size: number) {
    this.seen = new Array<number>(size).fill(0);
    this.settled = new Array<boolean>(size).fill(false);
  }

  attempt(id: number, after: PlayerState): void {
    this.seen[id]! += 1;
    // Every seed and every new solver starts provisional, so this is when it first settles.
    if (!this.settled[id] && !isProvisional(after)) {
      this.settled[id] = true;
      this.attempts.push(this.seen[id]!);
      this.games.push(after.games);
    }
  }
}

/** Each solver's attempts: a random subset of the puzzles in random order, a few a day. */
function schedule(random: Random, options: CrowdOptions): Attempt[] {
  const all = Array.from({ length: options.puzzles }, (_, i) => i);
  const [least, most] = options.attempts;
  const attempts: Attempt[] = [];
  for (let solver = 0; solver < options.solvers; solver++) {
    const count = Math.min(options.puzzles, Math.round(least * (most / least) ** random()));
    const perDay = integer(random, ...options.perDay);
    const start = integer(random, 0, options.arrivalDays);
    shuffled(random, all)
      .slice(0, count)
      .forEach((puzzle, k) => {
        attempts.push({ day: start + Math.floor(k / perDay), order: random(), solver, puzzle });
      });
  }
  // Days in order; within a day, solvers' attempts interleave at random.
  return attempts.sort((x, y) => x.day - y.day || x.order - y.order);
}

/** Runs the simulation: deterministic for given options. */
export function simulateCrowd(options: CrowdOptions): CrowdResult {
  const random = seeded(options.seed);
  const scores = Array.from({ length: options.puzzles }, () => 1 + Math.round(random() * 90) / 10);
  const pars = scores.map(() => parOf(SIDES[integer(random, 0, SIDES.length - 1)]!));
  const skills = Array.from({ length: options.solvers }, () => normal(random));
  const attempts = schedule(random, options);

  // The states are the run's own, so they are updated in place as the games come.
  const puzzles: PlayerState[] = scores.map((score) =>
    options.seeding === 'score' ? puzzleSeed(score) : newPlayer(),
  );
  const solvers: PlayerState[] = skills.map(() => newPlayer());
  const settledPuzzles = new Settling(options.puzzles);
  const settledSolvers = new Settling(options.solvers);
  const marks = CHECKPOINTS.map((share) => Math.max(1, Math.round(share * attempts.length)));
  const progress: Progress[] = [];
  let moved = 0;
  const clamped = { solver: 0, puzzle: 0 };
  attempts.forEach(({ day, solver, puzzle }, index) => {
    const expected = pars[puzzle]!;
    const seconds = solveSeconds(expected, scores[puzzle]!, skills[solver]!, random);
    const rated = ratePuzzleGame(solvers[solver]!, puzzles[puzzle]!, { seconds, expected, day });
    if (rated.moved) moved += 1;
    if (atLimit(rated.solver.change, SOLVER_CHANGE_LIMIT)) clamped.solver += 1;
    if (atLimit(rated.puzzle.change, PUZZLE_CHANGE_LIMIT)) clamped.puzzle += 1;
    solvers[solver] = rated.solver.state;
    puzzles[puzzle] = rated.puzzle.state;
    settledPuzzles.attempt(puzzle, rated.puzzle.state);
    settledSolvers.attempt(solver, rated.solver.state);
    if (marks.includes(index + 1)) {
      progress.push({
        attemptsPerPuzzle: (index + 1) / options.puzzles,
        movesPerPuzzle: moved / options.puzzles,
        spearman: spearman(
          puzzles.map((p) => p.rating),
          scores,
        ),
      });
    }
  });
  return {
    puzzleSpearman: spearman(
      puzzles.map((p) => p.rating),
      scores,
    ),
    solverSpearman: spearman(
      solvers.map((p) => p.rating),
      skills,
    ),
    games: attempts.length,
    moved,
    clamped,
    days: (attempts.at(-1)?.day ?? 0) + 1,
    provisional: puzzles.filter(isProvisional).length,
    attemptsToSettle: spread(settledPuzzles.attempts),
    movesToSettle: spread(settledPuzzles.games),
    solverAttemptsToSettle: spread(settledSolvers.attempts),
    progress,
  };
}
