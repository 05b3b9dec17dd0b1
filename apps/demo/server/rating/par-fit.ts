// Whether a puzzle's difficulty score predicts its solve time better than its level does, from
// stored solves: the fit behind any change of par from "by size and level" to "by score". Two
// models of log(seconds), each per size: the level's mean (one value a size and level), and a
// line in the score. Each is judged by R² and the mean absolute error in log space, in sample and
// over five folds held out (so the line's freedom within a level earns nothing it can't repeat).
// A fit is made only where there are enough solves from enough players (FIT_NEEDS). Pure.
import { bandOf, BANDS, type Difficulty } from '@galaxies/engine';
import { cellsOf as cellsIn, readSize, type Size } from '../../shared/sizes.js';

/** One stored solve, as the fit reads it (solves with hints are left out before this). */
export interface FitSolve {
  player: string;
  seconds: number;
  /** As the game writes it (readSize): the fit groups by it. */
  size: Size;
  difficulty: string;
  score: number;
}

/**
 * What one size and score band needs before its solves count: enough of them, from enough
 * players, none of whom gives more than a share of them (one fast or slow player must not be
 * the band's time).
 */
export const FIT_NEEDS = { solves: 30, players: 8, share: 0.25 } as const;

/** The score must beat the level's held-out error by this much to be called better. */
export const BETTER_BY = 0.02;

/** The solves of one size and score band, and whether they are enough. */
export interface Cell {
  size: Size;
  band: Difficulty;
  solves: number;
  players: number;
  /** The largest share of the cell's solves one player gave. */
  topShare: number;
  enough: boolean;
}

/** How well a model predicts log(seconds). */
export interface ModelFit {
  r2: number;
  /** Mean absolute error in log space, in sample. */
  mae: number;
  /** The same, each fifth of the solves predicted from the other four fifths. */
  heldOutMae: number;
}

export type FitReport =
  | { ready: false; cells: Cell[]; solves: number }
  | {
      ready: true;
      cells: Cell[];
      /** Solves in cells that are enough: the ones fitted. */
      solves: number;
      players: number;
      level: ModelFit;
      score: ModelFit;
      /** Each size's slope: how much log(seconds) grows a point of score. */
      slopes: Record<number, number>;
      better: 'level' | 'score';
    };

/** `rows` by `key`, in their order. */
function groupBy<T>(rows: readonly T[], key: (r: T) => string | number): Map<string | number, T[]> {
  const groups = new Map<string | number, T[]>();
  for (const r of rows) {
    const k = key(r);
    const group = groups.get(k);
    if (group) group.push(r);
    else groups.set(k, [r]);
  }
  return groups;
}

/** Counts each size and band's solves and players, and says whether they are enough. */
export function cellsOf(solves: readonly FitSolve[]): Cell[] {
  return [...groupBy(solves, (s) => `${s.size}/${bandOf(s.score)}`)]
    .map(([key, rows]) => {
      const [size, band] = String(key).split('/') as [string, Difficulty];
      const per = new Map<string, number>();
      for (const r of rows) per.set(r.player, (per.get(r.player) ?? 0) + 1);
      const topShare = Math.max(...per.values()) / rows.length;
      const enough =
        rows.length >= FIT_NEEDS.solves &&
        per.size >= FIT_NEEDS.players &&
        topShare <= FIT_NEEDS.share;
      return {
        size: readSize(size)!,
        band,
        solves: rows.length,
        players: per.size,
        topShare,
        enough,
      };
    })
    .sort((a, b) => cellsIn(a.size) - cellsIn(b.size) || BANDS[a.band][0] - BANDS[b.band][0]);
}

type Predict = (s: FitSolve) => number;
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The level model fitted to `rows`: each size and level's mean log time (else the size's). */
function fitLevel(rows: readonly FitSolve[]): Predict {
  const all = mean(rows.map((r) => Math.log(r.seconds)));
  const means = (key: (r: FitSolve) => string | number) =>
    new Map([...groupBy(rows, key)].map(([k, g]) => [k, mean(g.map((r) => Math.log(r.seconds)))]));
  const bySize = means((r) => r.size);
  const byLevel = means((r) => `${r.size}/${r.difficulty}`);
  return (s) => byLevel.get(`${s.size}/${s.difficulty}`) ?? bySize.get(s.size) ?? all;
}

/** A least-squares line of log time in the score for each size's rows. */
function linesOf(rows: readonly FitSolve[]): Map<Size, { a: number; b: number }> {
  const lines = new Map<Size, { a: number; b: number }>();
  for (const [size, g] of groupBy(rows, (r) => r.size)) {
    const x = g.map((r) => r.score);
    const y = g.map((r) => Math.log(r.seconds));
    const [mx, my] = [mean(x), mean(y)];
    const sxx = x.reduce((n, v) => n + (v - mx) ** 2, 0);
    const sxy = x.reduce((n, v, i) => n + (v - mx) * (y[i]! - my), 0);
    const b = sxx > 0 ? sxy / sxx : 0;
    lines.set(size as Size, { a: my - b * mx, b });
  }
  return lines;
}

/** The score model fitted to `rows`: each size's line (else the mean of every row). */
function fitScore(rows: readonly FitSolve[]): Predict {
  const lines = linesOf(rows);
  const all = mean(rows.map((r) => Math.log(r.seconds)));
  return (s) => {
    const line = lines.get(s.size);
    return line ? line.a + line.b * s.score : all;
  };
}

/** R² and the mean absolute error of `predict` on `rows`, in log space. */
function judged(rows: readonly FitSolve[], predict: Predict): { r2: number; mae: number } {
  const y = rows.map((r) => Math.log(r.seconds));
  const my = mean(y);
  const errors = rows.map((r, i) => y[i]! - predict(r));
  const total = y.reduce((n, v) => n + (v - my) ** 2, 0);
  const residual = errors.reduce((n, e) => n + e * e, 0);
  return { r2: total > 0 ? 1 - residual / total : 0, mae: mean(errors.map(Math.abs)) };
}

const FOLDS = 5;

/** A model's fit in sample and its error on each fifth held out, by the row's place. */
function assess(rows: readonly FitSolve[], fit: (rows: readonly FitSolve[]) => Predict): ModelFit {
  const errors: number[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const predict = fit(rows.filter((_, i) => i % FOLDS !== fold));
    rows.forEach((r, i) => {
      if (i % FOLDS === fold) errors.push(Math.abs(Math.log(r.seconds) - predict(r)));
    });
  }
  return { ...judged(rows, fit(rows)), heldOutMae: mean(errors) };
}

/** Fits both models to the solves of the cells that are enough, or says there are none. */
export function fitPar(solves: readonly FitSolve[]): FitReport {
  const usable = solves.filter((s) => s.seconds > 0 && Number.isFinite(s.score));
  const cells = cellsOf(usable);
  const counted = new Set(cells.filter((c) => c.enough).map((c) => `${c.size}/${c.band}`));
  const rows = usable.filter((s) => counted.has(`${s.size}/${bandOf(s.score)}`));
  if (rows.length === 0) return { ready: false, cells, solves: usable.length };
  const level = assess(rows, fitLevel);
  const score = assess(rows, fitScore);
  const slopes = Object.fromEntries([...linesOf(rows)].map(([size, line]) => [size, line.b]));
  return {
    ready: true,
    cells,
    solves: rows.length,
    players: new Set(rows.map((r) => r.player)).size,
    level,
    score,
    slopes,
    better: score.heldOutMae < level.heldOutMae * (1 - BETTER_BY) ? 'score' : 'level',
  };
}
