// The solving ladder's supposition: suppose a cell is a dot's, follow the consequences with the
// lower tiers on a trial board, and drop the dot when they break it. Any candidate may be
// supposed (those beside the dot's galaxy first in each cell), each pair of twins once, going on
// from the cell of the last find; a trial is one board copied again and again. Version 1's
// frozen supposition (rating-v1.ts) is apart.
import type { Candidates } from './candidates.js';
import { bridge, mirror, reach, single, wall } from './techniques.js';

type Run = (c: Candidates) => boolean;

/** The lower tiers by name, as the solving ladder lists them. */
const LOWER: readonly (readonly [string, Run])[] = [
  ['mirror', mirror],
  ['single', single],
  ['wall', wall],
  ['reach', reach],
  ['bridge', bridge],
];
const EVERY: readonly Run[] = LOWER.map(([, run]) => run);

/** The lower tiers a trial runs, leaving out `skip` (for the ablation). */
function lowerTiers(skip: ReadonlySet<string>): readonly Run[] {
  if (skip.size === 0) return EVERY;
  return LOWER.filter(([name]) => !skip.has(name)).map(([, run]) => run);
}

/**
 * Supposes, cell by cell from the board's last find, each candidate d of an undecided cell i
 * (those with a neighbour already d's first) that d's twin of i does not come before: if the
 * lower tiers then break the board, i is not d's (and mirror will say its twin is not either).
 * One deduction a step; true when it made one.
 */
export function suppose(c: Candidates, skip: ReadonlySet<string>): boolean {
  const runs = lowerTiers(skip);
  const { cells, D, neighbours } = c.s;
  const mirrorOf = c.s.mirror;
  const { bits, W } = c;
  const trial = (c.ladder.spare ??= c.scratch());
  const safe = safeOf(c);
  const around = [-1, -1, -1, -1];
  const start = c.ladder.supposeAt;
  for (let k = 0; k < cells; k++) {
    const i = start + k < cells ? start + k : start + k - cells;
    if (c.only(i) !== -1) continue;
    for (let n = 0; n < 4; n++) {
      const next = neighbours[4 * i + n]!;
      around[n] = next === -1 ? -1 : c.only(next);
    }
    // Beside the dot's galaxy first (pass 0), then the rest.
    for (let pass = 0; pass < 2; pass++) {
      for (let w = 0; w < W; w++) {
        for (let x = bits[i * W + w]!; x !== 0; x &= x - 1) {
          const d = w * 32 + 31 - Math.clz32(x & -x);
          if (around.includes(d) !== (pass === 0)) continue;
          // The pair once: supposing i is d's supposes its twin is too.
          if (mirrorOf[i * D + d]! < i) continue;
          if ((safe[i * W + w]! & (1 << (d & 31))) !== 0) continue;
          if (c.ladder.trials-- <= 0) return false;
          trial.copyFrom(c);
          trial.pin(i, d);
          if (breaks(trial, runs)) {
            c.ladder.supposeAt = i;
            return c.drop(i, d);
          }
          markSafe(c, trial, safe);
        }
      }
    }
  }
  return false;
}

/** A bit per cell and dot, cleared: those a trial that broke nothing decided (see markSafe). */
let safeBits = new Uint32Array(0);
export function safeOf(c: Candidates): Uint32Array {
  const n = c.s.cells * c.W;
  if (safeBits.length < n) safeBits = new Uint32Array(n);
  const safe = safeBits.subarray(0, n);
  safe.fill(0);
  return safe;
}

/**
 * A trial that broke nothing left some cells decided that the board has not: supposing any of
 * those is its dot would break nothing either (that supposition's lower tiers end on a board with
 * every candidate of this trial's and more), so this scan need not try them.
 */
export function markSafe(c: Candidates, trial: Candidates, safe: Uint32Array): void {
  const { D } = c.s;
  const { log, W } = trial;
  for (let k = 0; k < log.length; k++) {
    const j = Math.floor(log[k]! / D);
    const d = trial.only(j);
    if (d !== -1 && c.only(j) === -1) safe[j * W + (d >>> 5)]! |= 1 << (d & 31);
  }
}

/** Whether the lower tiers break a trial board (a decided one's galaxies walked home). */
function breaks(t: Candidates, runs: readonly Run[]): boolean {
  for (let k = 0; k < runs.length && !t.broken; k++) if (runs[k]!(t)) k = -1;
  if (!t.broken && t.decided()) reach(t);
  return t.broken;
}
