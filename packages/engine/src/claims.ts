// Claims: a player's mark that a cell belongs to a dot. A cell that belongs to a dot takes its
// twin through that dot with it, always, so a claim is made (and cleared) as a pair: the moves
// here change a cell and its twin together, each change with its value before, so undo is exact.
// What a claim tells (its twin off the grid, its twin another dot's, walls cutting it off from its
// dot), the walls claims draw, and the answer when every cell is claimed. Pure.
import { applyMove, type Change, type Move, type Save } from './marks.js';
import type { Puzzle } from './puzzle.js';
import { shape, type Shape } from './shape.js';
import { standing, type Standing } from './standing.js';
import { labelRegions, wallMap } from './walls.js';

/** A cell's claim in a save: 0 for none, else its dot's index plus one. */
export const NO_CLAIM = 0;

/**
 * Why a claim is flagged: its twin through its dot is off the grid, claimed for another dot, or
 * left unclaimed (the other dot's claim there cleared since), or walls cut it off from its dot.
 */
export type ClaimFault = 'off-grid' | 'twin-taken' | 'twin-open' | 'cut-off';

/** Each cell's claim, 0 where none (a save without claims has none). */
export function claimsOf(puzzle: Puzzle, save: Pick<Save, 'k'>): readonly number[] {
  const s = shape(puzzle);
  return save.k?.length === s.cells ? save.k : new Array<number>(s.cells).fill(NO_CLAIM);
}

/** The dot a cell is claimed for, or −1. */
export function claimOf(puzzle: Puzzle, save: Pick<Save, 'k'>, cell: number): number {
  return (claimsOf(puzzle, save)[cell] ?? NO_CLAIM) - 1;
}

/**
 * The move that claims `cells` for `dot`, each with its twin through the dot. A twin off the grid
 * is left out (the claim is then flagged), and so is a twin another dot claims (flagged too,
 * never overwritten). Cells of another dot's core are never claimed; cells already the dot's
 * change nothing; an empty move when none change.
 */
export function claimMove(puzzle: Puzzle, save: Save, cells: readonly number[], dot: number): Move {
  const s = shape(puzzle);
  if (!Number.isInteger(dot) || dot < 0 || dot >= s.D) return {};
  const claims = [...claimsOf(puzzle, save)];
  const changes: Change[] = [];
  const set = (cell: number, to: number) => {
    if (claims[cell] === to) return;
    changes.push([cell, claims[cell]!, to]);
    claims[cell] = to;
  };
  for (const cell of cells) {
    // Another dot's core cells are that dot's: never claimed for this one.
    if (!isCell(s, cell) || (s.coreOf[cell] !== -1 && s.coreOf[cell] !== dot)) continue;
    // A cell another dot claimed changes hands whole: that dot's twin there goes with it.
    const held = claims[cell]!;
    if (held !== NO_CLAIM && held !== dot + 1) {
      const old = s.mirror[cell * s.D + held - 1]!;
      if (old !== -1 && old !== cell && claims[old] === held) set(old, NO_CLAIM);
    }
    set(cell, dot + 1);
    const twin = s.mirror[cell * s.D + dot]!;
    if (twin !== -1 && (claims[twin] === NO_CLAIM || claims[twin] === dot + 1)) set(twin, dot + 1);
  }
  return changes.length ? { k: changes } : {};
}

/** The move that clears `cell`'s claim and its twin's through the same dot; empty when unclaimed. */
export function clearMove(puzzle: Puzzle, save: Save, cell: number): Move {
  const s = shape(puzzle);
  if (!isCell(s, cell)) return {};
  const claims = claimsOf(puzzle, save);
  const held = claims[cell]!;
  if (held === NO_CLAIM) return {};
  const changes: Change[] = [[cell, held, NO_CLAIM]];
  const twin = s.mirror[cell * s.D + held - 1]!;
  if (twin !== -1 && twin !== cell && claims[twin] === held) changes.push([twin, held, NO_CLAIM]);
  return { k: changes };
}

/** `save` with `cells` claimed for `dot` (each with its twin): `claimMove` applied. */
export function claim(puzzle: Puzzle, save: Save, cells: readonly number[], dot: number): Save {
  return applyMove(puzzle, save, claimMove(puzzle, save, cells, dot));
}

/**
 * Each flagged claim, by cell (`ClaimFault`): a claim whose twin is not the same dot's, or whose
 * cell the walls (given ones too) cut off from its dot's core.
 */
export function claimFaults(puzzle: Puzzle, save: Save): Map<number, ClaimFault> {
  const s = shape(puzzle);
  const claims = claimsOf(puzzle, save);
  const faults = new Map<number, ClaimFault>();
  if (!claims.some((c) => c !== NO_CLAIM)) return faults;
  const { label } = labelRegions(s, wallMap(s, save.w));
  claims.forEach((held, cell) => {
    if (held === NO_CLAIM) return;
    const dot = held - 1;
    const twin = s.mirror[cell * s.D + dot]!;
    if (twin === -1) faults.set(cell, 'off-grid');
    else if (claims[twin] === NO_CLAIM) faults.set(cell, 'twin-open');
    else if (claims[twin] !== held) faults.set(cell, 'twin-taken');
    else if (label[cell] !== label[s.cores[dot]![0]!]) faults.set(cell, 'cut-off');
  });
  return faults;
}

/**
 * The walls claims draw: every open side between two neighbouring cells claimed for different
 * dots that is not a wall yet, in increasing order, and the move that draws them.
 */
export function claimWalls(puzzle: Puzzle, save: Save): { sides: number[]; move: Move } {
  const s = shape(puzzle);
  const claims = claimsOf(puzzle, save);
  const walls = wallMap(s, save.w);
  const sides = new Set<number>();
  for (let cell = 0; cell < s.cells; cell++) {
    const here = claims[cell]!;
    if (here === NO_CLAIM) continue;
    for (const k of [1, 2]) {
      const next = s.neighbours[4 * cell + k]!;
      if (next === -1) continue;
      const there = claims[next]!;
      const side = s.sideOf[4 * cell + k]!;
      if (there !== NO_CLAIM && there !== here && walls[side] === 0) sides.add(side);
    }
  }
  const sorted = [...sides].sort((a, b) => a - b);
  return { sides: sorted, move: sorted.length ? { w: sorted.map((id) => [id, 0, 1]) } : {} };
}

/**
 * `standing` with claims: the walls' standing, with the answer the claims give once every cell is
 * claimed and each dot's claimed cells are a galaxy (then it passes `check`), so a board solved
 * by claims is solved as by walls. Kept apart from `standing`, so a board that has no claim tool
 * loaded carries none of this.
 */
export function claimStanding(puzzle: Puzzle, save: Pick<Save, 'w' | 'k'>): Standing {
  const byWalls = standing(puzzle, save);
  const claimed = byWalls.answer ? null : claimedAnswer(puzzle, save);
  if (!claimed) return byWalls;
  // The claims stand as the walls they draw would: a wall between every two neighbours claimed
  // for different dots. Every region a galaxy, each cell's galaxy its claim: the claims solve it.
  const s = shape(puzzle);
  const walls: number[] = [];
  for (let i = 0; i < s.cells; i++) {
    for (const k of [1, 2]) {
      const next = s.neighbours[4 * i + k]!;
      if (next !== -1 && claimed[next] !== claimed[i]) walls.push(s.sideOf[4 * i + k]!);
    }
  }
  const answer = standing(puzzle, { w: walls }).answer;
  return answer?.every((dot, i) => dot === claimed[i]) ? { ...byWalls, answer } : byWalls;
}

/** Each cell's dot when every cell is claimed, else null (the answer claims propose). */
export function claimedAnswer(puzzle: Puzzle, save: Pick<Save, 'k'>): number[] | null {
  const claims = claimsOf(puzzle, save);
  return claims.every((c) => c !== NO_CLAIM) ? claims.map((c) => c - 1) : null;
}

function isCell(s: Shape, cell: unknown): cell is number {
  return typeof cell === 'number' && Number.isInteger(cell) && cell >= 0 && cell < s.cells;
}
