// The smallest next step for a hint: the ladder runs from the player's walls, and at the first
// step that proves a new wall its deductions are replayed one by one, so each wall is credited to
// the one deduction that completed it. Of those, the simplest (the plainest reason, the fewest
// cells, a known dot across the wall) is the hint: usually one wall, never more than three.
import type { Candidates, Deduction } from './candidates.js';
import type { Beside, HintReason } from './hint-reason.js';
import { climb, TIER } from './ladder.js';
import { Side, type Shape } from './shape.js';
import { startingCandidates } from './solve.js';

/** One deduction and the walls it completes. */
export interface Proof {
  readonly reason: HintReason;
  readonly technique: string;
  readonly walls: readonly number[];
  readonly beside: readonly Beside[];
  /** The cells it rests on, beyond the reason's cell and those across the walls. */
  readonly behind: readonly number[];
}

/** The most walls one hint shows. */
export const MOST_WALLS = 3;

/** How plain each reason is to a player: lower is plainer. */
const PLAIN: Readonly<Record<string, number>> = {
  'twin-off-grid': 0,
  'twin-taken': 1,
  'across-wall': 1,
  'twin-joins': 2,
  'cannot-reach': 3,
  'would-cut-off': 4,
  'supposition-fails': 5,
};

/** The simplest deduction that proves a wall the player has not drawn, or null when none does. */
export function smallestProof(s: Shape, walls: Uint8Array): Proof | null {
  const c = startingCandidates(s, walls);
  let before = c.scratch();
  let from = 0;
  let best: Proof | null = null;
  climb(c, TIER.hard, new Set(), () => {
    const beside = newWalls(s, before, c);
    best = beside ? simplest(replay(s, before, c.trail!.slice(from), beside)) : null;
    before = c.scratch();
    from = c.trail!.length;
    return best !== null;
  });
  return best;
}

/** Whether cells a and b still share a candidate dot. */
function shares(c: Candidates, a: number, b: number): boolean {
  for (let w = 0; w < c.W; w++)
    if ((c.bits[a * c.W + w]! & c.bits[b * c.W + w]!) !== 0) return true;
  return false;
}

/**
 * The cells beside a side the step proved a wall (open, not drawn, sharing a dot before it and
 * none after), as a cell mask, or null when it proved none: most steps of a late hint, whose
 * replay is then skipped.
 */
function newWalls(s: Shape, before: Candidates, after: Candidates): Uint8Array | null {
  let mask: Uint8Array | null = null;
  const walls = before.walls!;
  for (let cell = 0; cell < s.cells; cell++) {
    for (let k = 1; k < 3; k++) {
      // Right (1) and down (2) reach every side between two cells once.
      const n = s.neighbours[4 * cell + k]!;
      const side = s.sideOf[4 * cell + k]!;
      if (n === -1 || s.sideKind[side] !== Side.open || walls[side] === 1) continue;
      if (shares(after, cell, n) || !shares(before, cell, n)) continue;
      mask ??= new Uint8Array(s.cells);
      mask[cell] = mask[n] = 1;
    }
  }
  return mask;
}

interface Gathered {
  reason: HintReason;
  technique: string;
  behind: number[];
  walls: Array<[side: number, beside: Beside]>;
}

/**
 * Replays one ladder step's deductions on `r`, a copy of the board before it (used up here),
 * crediting each new wall to the deduction that completed it: dropping dot d from a cell ends its
 * sharing with a neighbour only when that neighbour still had d, so only those sides are looked
 * at again, and only beside the walls the step proved (`beside`, a cell mask).
 */
function replay(s: Shape, r: Candidates, step: readonly Deduction[], beside: Uint8Array) {
  const walls = r.walls!;
  const found = new Map<string, Gathered>();
  for (const deduction of step) {
    const cell = deduction.cells[0]!;
    const d = deduction.dot;
    if (beside[cell] === 0) {
      r.drop(cell, d);
      continue;
    }
    let near = 0; // the neighbours (as bits 0–3) that still had d before the drop
    for (let k = 0; k < 4; k++) {
      const n = s.neighbours[4 * cell + k]!;
      const side = s.sideOf[4 * cell + k]!;
      if (n !== -1 && s.sideKind[side] === Side.open && walls[side] !== 1 && r.has(n, d)) {
        near |= 1 << k;
      }
    }
    if (!r.drop(cell, d) || near === 0) continue;
    for (let k = 0; k < 4; k++) {
      const n = s.neighbours[4 * cell + k]!;
      if (!(near & (1 << k)) || shares(r, cell, n)) continue;
      const because = deduction.cells.slice(1);
      // A pin is one deduction however many dots it drops; a drop is one dot.
      const pin = deduction.technique === 'single' || deduction.technique === 'bridge';
      const key = `${deduction.technique} ${cell} ${pin ? '' : d} ${because.join(',')}`;
      let entry = found.get(key);
      if (!entry) {
        const reason = reasonOf(r, deduction, cell, because);
        entry = { reason, technique: deduction.technique, behind: because, walls: [] };
        found.set(key, entry);
      }
      const dot = r.only(n);
      entry.walls.push([s.sideOf[4 * cell + k]!, { cell: n, dot: dot === -1 ? null : dot }]);
    }
  }
  return [...found.values()];
}

/** The reason behind a deduction on `cell`, read from the board just before it. */
function reasonOf(r: Candidates, d: Deduction, cell: number, because: number[]): HintReason {
  const [first] = because;
  switch (d.technique) {
    case 'mirror': {
      if (first === undefined) return { code: 'twin-off-grid', cell, dot: d.dot };
      const owner = r.only(first);
      return {
        code: 'twin-taken',
        cell,
        dot: d.dot,
        twin: first,
        twinDot: owner === -1 ? null : owner,
      };
    }
    case 'single':
      return { code: 'twin-joins', cell, dot: r.only(first!), twin: first! };
    case 'bridge':
      return { code: 'would-cut-off', cell, dot: r.only(first!), cut: first! };
    case 'wall':
      return { code: 'across-wall', cell, dot: d.dot, from: first! };
    case 'reach':
      return { code: 'cannot-reach', cell, dot: d.dot };
    default:
      return { code: 'supposition-fails', cell, dot: d.dot };
  }
}

/** How much a player has to take in: the plainness of the reason, the cells, any unknown dot. */
function cost(g: Gathered): number {
  const unknown = g.walls.some(([, b]) => b.dot === null) ? 3 : 0;
  return 10 * (PLAIN[g.reason.code] ?? 6) + g.behind.length + g.walls.length + unknown;
}

/** The simplest of a step's deductions, its walls cut to the most a hint shows. */
function simplest(all: readonly Gathered[]): Proof | null {
  let best: Gathered | null = null;
  for (const g of all) {
    if (
      !best ||
      cost(g) < cost(best) ||
      (cost(g) === cost(best) && g.walls[0]![0] < best.walls[0]![0])
    )
      best = g;
  }
  if (!best) return null;
  // Known dots across first: those walls say the most.
  const kept = [...best.walls].sort(
    (a, b) => Number(a[1].dot === null) - Number(b[1].dot === null),
  );
  const chosen = kept.slice(0, MOST_WALLS).sort((a, b) => a[0] - b[0]);
  return {
    reason: best.reason,
    technique: best.technique,
    walls: chosen.map(([side]) => side),
    beside: chosen.map(([, b]) => b),
    behind: best.behind,
  };
}
