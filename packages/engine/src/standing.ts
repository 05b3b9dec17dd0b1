// Standing: how the player's walls stand against the rules, region by region, for the board's
// feedback and the server's referee. It reads walls only; crosses and paint are notes.
import type { Puzzle } from './puzzle.js';
import type { Save } from './marks.js';
import { shape } from './shape.js';
import { labelRegions, wallMap } from './walls.js';

/** What is wrong with a region that is not a galaxy. */
export type Wrong = 'no-dot' | 'several-dots' | 'lopsided';

/** One region the walls close off. */
export interface RegionStanding {
  /** Its cells, in reading order. */
  readonly cells: readonly number[];
  /** The dots whose cores lie inside it, in order. */
  readonly dots: readonly number[];
  /** A finished galaxy: exactly one dot, its core inside, symmetric about the dot. */
  readonly galaxy: boolean;
  /** What is wrong, when it is not a galaxy. */
  readonly wrong?: Wrong;
}

/** The whole board's standing. */
export interface Standing {
  /** Regions in reading order of their first cell. */
  readonly regions: readonly RegionStanding[];
  /** How many regions are finished galaxies. */
  readonly closed: number;
  /** Each cell's dot, when every region is a galaxy (then it passes `check`). */
  readonly answer?: readonly number[];
}

/** How the walls of `save` (plus the given walls) stand: each region's state, and the answer once done. */
export function standing(puzzle: Puzzle, save: Pick<Save, 'w'>): Standing {
  const s = shape(puzzle);
  const { label, count } = labelRegions(s, wallMap(s, save.w));
  const cells: number[][] = Array.from({ length: count }, () => []);
  const dots: number[][] = Array.from({ length: count }, () => []);
  for (let i = 0; i < s.cells; i++) cells[label[i] as number]!.push(i);
  // A core is never cut (no wall goes through a dot), so its first cell places the dot.
  s.cores.forEach((core, d) => dots[label[core[0] as number] as number]!.push(d));

  let closed = 0;
  const regions = cells.map((region, r): RegionStanding => {
    const held = dots[r]!;
    if (held.length === 0) return { cells: region, dots: held, galaxy: false, wrong: 'no-dot' };
    if (held.length > 1) return { cells: region, dots: held, galaxy: false, wrong: 'several-dots' };
    const d = held[0] as number;
    const even = region.every((i) => {
      const twin = s.mirror[i * s.D + d] as number;
      return twin !== -1 && label[twin] === r;
    });
    if (!even) return { cells: region, dots: held, galaxy: false, wrong: 'lopsided' };
    closed++;
    return { cells: region, dots: held, galaxy: true };
  });
  if (closed < count) return { regions, closed };
  const answer = new Array<number>(s.cells);
  for (let i = 0; i < s.cells; i++) answer[i] = dots[label[i] as number]![0] as number;
  return { regions, closed, answer };
}
