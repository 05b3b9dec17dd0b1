// Hints: what the player can do next, from their walls alone. A drawn wall no answer has is a
// mistake; otherwise the walls the ladder can now prove, with the cells and technique behind them.
import type { Candidates } from './candidates.js';
import { count } from './count.js';
import { cellName, cellsOfSide } from './geometry.js';
import { climb, TIER } from './ladder.js';
import type { Save } from './marks.js';
import type { Puzzle } from './puzzle.js';
import { shape, Side } from './shape.js';
import { solve, startingCandidates } from './solve.js';
import { standing } from './standing.js';
import { answerWalls } from './walls.js';

/** A hint in the spec's shape. */
export type Hint =
  | { readonly kind: 'mistake'; readonly wall: number; readonly message: string }
  | {
      readonly kind: 'wall';
      readonly walls: readonly number[];
      readonly cells: readonly number[];
      readonly technique: string;
      readonly message: string;
    }
  | { readonly kind: 'solved' };

/** What each technique's proof says to a player. */
const SAYS: Readonly<Record<string, string>> = {
  mirror:
    'A galaxy looks the same turned half way round its dot: these cells’ twins can’t be that dot’s, so neither can they.',
  single: 'This cell can only belong to one dot, so its twin across that dot belongs there too.',
  wall: 'Your walls already part these cells from that dot’s galaxy.',
  reach: 'These cells can’t reach that dot without crossing another galaxy, so a wall parts them.',
  bridge:
    'Every way from a cell of this galaxy to its dot passes through here, so this cell is part of it.',
  suppose:
    'Suppose this cell belonged to that dot: the galaxies around it could no longer fit. So it doesn’t.',
  answer: 'The lower techniques run out here; this wall is in the answer.',
};

const known = new WeakMap<Puzzle, readonly (readonly number[])[]>();

/** The puzzle's answers as far as the solver, then the counter, can tell (cached per puzzle). */
function answersOf(puzzle: Puzzle): readonly (readonly number[])[] {
  let answers = known.get(puzzle);
  if (!answers) {
    const solution = solve(puzzle);
    answers = solution.answer ? [solution.answer] : count(puzzle, 2).answers;
    known.set(puzzle, answers);
  }
  return answers;
}

/** What the player can do next on `puzzle` with the walls of `save`. */
export function hint(puzzle: Puzzle, save: Pick<Save, 'w'>): Hint {
  const s = shape(puzzle);
  const drawn = save.w.filter((id) => s.sideKind[id] === Side.open);
  const answers = answersOf(puzzle);
  for (const id of drawn) {
    const [a, b] = cellsOfSide(s.w, s.h, id)!;
    if (answers.length > 0 && answers.every((answer) => answer[a] === answer[b])) {
      const message = `This wall cuts through a galaxy: ${cellName(s.w, a)} and ${cellName(s.w, b)} belong together.`;
      return { kind: 'mistake', wall: id, message };
    }
  }
  if (standing(puzzle, save).answer) return { kind: 'solved' };

  const walls = new Uint8Array(2 * s.cells);
  drawn.forEach((id) => (walls[id] = 1));
  const c = startingCandidates(s, walls);
  let found: Hint | null = null;
  let mark = 0;
  climb(c, TIER.hard, new Set(), (technique) => {
    const proven = provenWalls(c, walls);
    if (proven.length > 0) found = wallHint(c, proven, technique, c.trail!.slice(mark));
    mark = c.trail!.length;
    return found !== null;
  });
  if (found) return found;
  // The ladder can't go on (a puzzle the game did not make): show one wall of the answer.
  const answer = answers[0];
  const missing = answer ? answerWalls(puzzle, answer).find((id) => walls[id] === 0) : undefined;
  if (missing === undefined) return { kind: 'solved' };
  return {
    kind: 'wall',
    walls: [missing],
    cells: cellsOfSide(s.w, s.h, missing)!,
    technique: 'answer',
    message: SAYS.answer!,
  };
}

/** Open sides not yet drawn whose two cells can no longer share a dot. */
function provenWalls(c: Candidates, walls: Uint8Array): number[] {
  const { s } = c;
  const proven: number[] = [];
  for (let id = 0; id < 2 * s.cells; id++) {
    if (s.sideKind[id] !== Side.open || walls[id] === 1) continue;
    const [a, b] = cellsOfSide(s.w, s.h, id)!;
    let shared = false;
    for (let w = 0; w < c.W && !shared; w++)
      shared = (c.bits[a * c.W + w]! & c.bits[b * c.W + w]!) !== 0;
    if (!shared) proven.push(id);
  }
  return proven;
}

/** The hint for walls just proven: their cells and the cells behind this step's deductions on them. */
function wallHint(
  c: Candidates,
  proven: number[],
  technique: string,
  step: readonly { cells: readonly number[] }[],
): Hint {
  const sides = proven.map((id) => cellsOfSide(c.s.w, c.s.h, id)!);
  const touched = new Set(sides.flat());
  const cells = new Set(touched);
  for (const {
    cells: [cell, ...why],
  } of step)
    if (touched.has(cell!)) why.forEach((i) => cells.add(i));
  return {
    kind: 'wall',
    walls: proven,
    cells: [...cells].sort((a, b) => a - b),
    technique,
    message: SAYS[technique] ?? SAYS.answer!,
  };
}
