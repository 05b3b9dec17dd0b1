// Touching: how much two dots' galaxies can be expected to share a wall, guessed from the dots
// alone (a soft nearest-dot map that respects the turn about each dot), never from an answer,
// so tints drawn from it say nothing about the solution.
import type { Puzzle } from './puzzle.js';
import { shape, type Shape } from './shape.js';

/** A cell's claim fades by e per this many square half cells farther than its nearest dot. */
const FADE = 18;

/** Claims kept per cell: the nearest few carry nearly all the weight, and it bounds the work. */
const CLAIMS = 6;

/** Each cell's claims: `CLAIMS · cell + k` → a dot (−1 for none) and its share of the cell. */
interface Claims {
  readonly dot: Int32Array;
  readonly share: Float64Array;
}

/**
 * For dots d and e, `touch[d · D + e]`: the expected number of sides their galaxies share.
 * Symmetric, zero on the diagonal. Each cell is shared among the dots that could own it, and
 * two side-by-side cells add the chance that one is d's and the other e's.
 */
export function touching(puzzle: Puzzle): Float64Array {
  const s = shape(puzzle);
  const { dot, share } = withTwins(s, nearestClaims(s));
  const touch = new Float64Array(s.D * s.D);
  for (let cell = 0; cell < s.cells; cell++) {
    // The right and lower neighbours: every side once.
    for (const k of [1, 2]) {
      const next = s.neighbours[4 * cell + k]!;
      if (next === -1) continue;
      for (let i = CLAIMS * cell; i < CLAIMS * (cell + 1) && dot[i] !== -1; i++) {
        for (let j = CLAIMS * next; j < CLAIMS * (next + 1) && dot[j] !== -1; j++) {
          const [d, e] = [dot[i]!, dot[j]!];
          if (d === e) continue;
          const both = share[i]! * share[j]!;
          touch[d * s.D + e]! += both;
          touch[e * s.D + d]! += both;
        }
      }
    }
  }
  return touch;
}

/**
 * Who could own each cell, nearest first: its core's dot alone, or else the dots that turn it
 * onto the grid and into no other dot's core, shared by closeness.
 */
function nearestClaims(s: Shape): Claims {
  const dot = new Int32Array(CLAIMS * s.cells).fill(-1);
  const share = new Float64Array(CLAIMS * s.cells);
  const far = new Float64Array(CLAIMS);
  for (let cell = 0; cell < s.cells; cell++) {
    const at = CLAIMS * cell;
    const own = s.coreOf[cell]!;
    if (own !== -1) {
      [dot[at], share[at]] = [own, 1];
      continue;
    }
    const y = 2 * Math.floor(cell / s.w) + 1;
    const x = 2 * (cell % s.w) + 1;
    let kept = 0;
    for (let d = 0; d < s.D; d++) {
      const twin = s.mirror[cell * s.D + d]!;
      if (twin === -1 || (s.coreOf[twin] !== -1 && s.coreOf[twin] !== d)) continue;
      const [dy, dx] = s.dots[d]!;
      const f = (dy - y) ** 2 + (dx - x) ** 2;
      // Insert in order of distance; an equal one goes after, so lower dots win ties.
      let k = Math.min(kept, CLAIMS - 1);
      if (kept === CLAIMS && far[k]! <= f) continue;
      while (k > 0 && far[k - 1]! > f) {
        [dot[at + k], far[k]] = [dot[at + k - 1]!, far[k - 1]!];
        k--;
      }
      [dot[at + k], far[k]] = [d, f];
      kept = Math.min(kept + 1, CLAIMS);
    }
    let total = 0;
    for (let k = 0; k < kept; k++) total += share[at + k] = Math.exp((far[0]! - far[k]!) / FADE);
    for (let k = 0; k < kept; k++) share[at + k]! /= total;
  }
  return { dot, share };
}

/**
 * The claims once more, each share tempered by the same dot's share of the cell's twin: a cell
 * is a dot's only together with its twin, so a claim its twin barely backs fades.
 */
function withTwins(s: Shape, { dot, share }: Claims): Claims {
  const tempered = new Float64Array(share.length);
  for (let cell = 0; cell < s.cells; cell++) {
    const at = CLAIMS * cell;
    let total = 0;
    for (let k = at; k < at + CLAIMS && dot[k] !== -1; k++) {
      const d = dot[k]!;
      const twin = CLAIMS * s.mirror[cell * s.D + d]!;
      let backing = 0;
      for (let j = twin; j < twin + CLAIMS; j++) if (dot[j] === d) backing = share[j]!;
      total += tempered[k] = Math.sqrt(share[k]! * backing);
    }
    // When no twin backs any claim, the cell keeps its first guess rather than go unowned.
    for (let k = at; k < at + CLAIMS && dot[k] !== -1; k++) {
      tempered[k] = total > 0 ? tempered[k]! / total : share[k]!;
    }
  }
  return { dot, share: tempered };
}
