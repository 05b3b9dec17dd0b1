// The player's actions as engine moves: a stroke of walls, a cross, Restart, a hint's walls,
// and a kept trial's moves as one (Paint's and Claim's are the cell tools', cell-tools/). Pure: marks in, moves out. The engine's applyMove applies them
// and invertMove undoes them; which sides may take a mark is the engine's `Side` kind, never
// decided here.
import { Side, type Change, type Move, type Save } from '@galaxies/engine';

/** A stroke being drawn: `step` gives the move for one more side or cell (or null: nothing). */
export interface StrokePlan {
  step(id: number): Move | null;
  /** Everything the stroke changed so far, as one move (one undo step). */
  readonly move: Move;
}

/** Why a side can take no wall: a given wall, or a side through a dot; null when it can. */
export function sideRefusal(kinds: Uint8Array, side: number): 'given' | 'through' | null {
  const kind = kinds[side];
  if (kind === Side.given) return 'given';
  if (kind === Side.through) return 'through';
  return null;
}

function isOpen(kinds: Uint8Array, side: number): boolean {
  return kinds[side] === Side.open;
}

/**
 * A stroke along the lines from `start`: it draws walls, or rubs them out when it began on a
 * player's wall. Drawing over a cross replaces it. Given walls and sides through a dot are passed
 * over, so a drag can run along a given wall and on.
 */
export function wallStroke(kinds: Uint8Array, save: Save, start: number): StrokePlan {
  const walls = new Set(save.w);
  const crosses = new Set(save.x);
  const rub = walls.has(start);
  const w: Change[] = [];
  const x: Change[] = [];
  return {
    step(side) {
      if (!isOpen(kinds, side) || walls.has(side) !== rub) return null;
      const move: { w: Change[]; x?: Change[] } = { w: [[side, rub ? 1 : 0, rub ? 0 : 1]] };
      if (rub) walls.delete(side);
      else {
        walls.add(side);
        if (crosses.delete(side)) move.x = [[side, 1, 0]];
      }
      w.push(...move.w);
      if (move.x) x.push(...move.x);
      return move;
    },
    get move() {
      return x.length ? { x, w } : { w };
    },
  };
}

/** Toggles a cross on an open side; a cross on a wall replaces the wall. Null where none can go. */
export function crossMove(kinds: Uint8Array, save: Save, side: number): Move | null {
  if (!isOpen(kinds, side)) return null;
  if (save.x.includes(side)) return { x: [[side, 1, 0]] };
  const x: Change[] = [[side, 0, 1]];
  return save.w.includes(side) ? { w: [[side, 1, 0]], x } : { x };
}

/** The move that clears every mark (Restart), or null when there are none. */
export function clearMove(save: Save): Move | null {
  const w = save.w.map((id): Change => [id, 1, 0]);
  const x = save.x.map((id): Change => [id, 1, 0]);
  const row = (values: readonly number[] = []) =>
    values.flatMap((from, cell): Change[] => (from ? [[cell, from, 0]] : []));
  const [c, k] = [row(save.c), row(save.k)];
  if (!w.length && !x.length && !c.length && !k.length) return null;
  return { w, x, ...(c.length ? { c } : {}), ...(k.length ? { k } : {}) };
}

/** The move that adds `walls` (a hint's): open sides not yet walls, replacing any cross. */
export function addWallsMove(kinds: Uint8Array, save: Save, walls: readonly number[]): Move | null {
  const plan = wallStroke(kinds, save, -1); // -1 is no wall, so the plan draws
  for (const id of walls) plan.step(id);
  return plan.move.w?.length ? plan.move : null;
}

/** One move doing what `moves` do in order: each list joined in order (a kept trial's moves). */
export function mergeMoves(moves: readonly Move[]): Move {
  const merged: { w?: Change[]; x?: Change[]; c?: Change[]; k?: Change[] } = {};
  for (const key of ['w', 'x', 'c', 'k'] as const) {
    const changes = moves.flatMap((m) => m[key] ?? []);
    if (changes.length) merged[key] = changes;
  }
  return merged;
}
