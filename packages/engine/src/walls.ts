// Walls and regions: the given walls a puzzle starts with, the regions walls cut it into, and
// the walls an answer draws. Given walls always stand and sides through a dot never take a wall,
// whatever a save says.
import { cellsOfSide } from './geometry.js';
import type { Answer, Puzzle } from './puzzle.js';
import { shape, Side, type Shape } from './shape.js';

/** The sides between two different dots' core cells: walls from the start, never removable. */
export function givenWalls(puzzle: Puzzle): number[] {
  const { sideKind } = shape(puzzle);
  const given: number[] = [];
  for (let id = 0; id < sideKind.length; id++) if (sideKind[id] === Side.given) given.push(id);
  return given;
}

/** Whether a player's mark (wall or cross) may sit on side `id`: open sides only. */
export function isOpenSide(s: Shape, id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && s.sideKind[id] === Side.open;
}

/** Side id → 1 where a wall stands: the given walls plus the valid ones of `walls`. */
export function wallMap(s: Shape, walls: readonly number[]): Uint8Array {
  const map = new Uint8Array(2 * s.cells);
  for (let id = 0; id < map.length; id++) if (s.sideKind[id] === Side.given) map[id] = 1;
  for (const id of walls) if (isOpenSide(s, id)) map[id] = 1;
  return map;
}

/** Cell → region number (0, 1, … in reading order of each region's first cell). */
export function labelRegions(s: Shape, walls: Uint8Array): { label: Int32Array; count: number } {
  const label = new Int32Array(s.cells).fill(-1);
  const queue = new Int32Array(s.cells);
  let count = 0;
  for (let start = 0; start < s.cells; start++) {
    if (label[start] !== -1) continue;
    label[start] = count;
    queue[0] = start;
    let tail = 1;
    for (let head = 0; head < tail; head++) {
      const i = queue[head] as number;
      for (let k = 0; k < 4; k++) {
        const n = s.neighbours[4 * i + k] as number;
        if (n !== -1 && label[n] === -1 && walls[s.sideOf[4 * i + k] as number] === 0) {
          label[n] = count;
          queue[tail++] = n;
        }
      }
    }
    count++;
  }
  return { label, count };
}

/**
 * The regions the walls (side ids, plus the given walls) cut the grid into: each a list of cells
 * in reading order, regions ordered by their first cell. A stray wall that separates nothing
 * splits nothing; invalid ids are ignored.
 */
export function regionsOf(puzzle: Puzzle, walls: readonly number[]): number[][] {
  const s = shape(puzzle);
  const { label, count } = labelRegions(s, wallMap(s, walls));
  const regions: number[][] = Array.from({ length: count }, () => []);
  for (let i = 0; i < s.cells; i++) regions[label[i] as number]!.push(i);
  return regions;
}

/**
 * The walls of an answer (each cell's dot, row by row): every interior side between cells of
 * two different galaxies, given walls included, as side ids in increasing order (`2 × cell` right
 * side, `2 × cell + 1` lower side). The galaxies' outlines; a player draws the open ones of them.
 */
export function answerWalls(puzzle: Puzzle, answer: Answer | readonly number[]): number[] {
  const { w, h } = puzzle;
  const walls: number[] = [];
  for (let id = 0; id < 2 * w * h; id++) {
    const pair = cellsOfSide(w, h, id);
    if (pair && answer[pair[0]] !== answer[pair[1]]) walls.push(id);
  }
  return walls;
}
