// Hints: what the player can do next, from their walls alone. A drawn wall no answer has is a
// mistake, called out first; otherwise the one smallest deduction that proves a new wall
// (hint-search.ts), as reason data (`nextStep`), and with an English sentence (`hint`, words.ts).
// A UI with words of its own calls `nextStep`, and never bundles the engine's English.
import { count } from './count.js';
import { cellsOfSide } from './geometry.js';
import type { Hint, HintReason, HintStep } from './hint-reason.js';
import { smallestProof } from './hint-search.js';
import type { Save } from './marks.js';
import type { Puzzle } from './puzzle.js';
import { shape, Side } from './shape.js';
import { solve } from './solve.js';
import { standing } from './standing.js';
import { answerWalls } from './walls.js';
import { hintMessage } from './words.js';

export type { Beside, Hint, HintReason, HintReasonCode, HintStep } from './hint-reason.js';

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

/** Sorted, without repeats. */
function sorted(values: Iterable<number>): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

/** The dots a reason speaks of. */
function dotsOf(reason: HintReason): number[] {
  if (reason.code === 'cuts-a-galaxy') return [];
  return reason.code === 'twin-taken' && reason.twinDot !== null
    ? [reason.dot, reason.twinDot]
    : [reason.dot];
}

/** What the player can do next on `puzzle` with the walls of `save`, with an English sentence. */
export function hint(puzzle: Puzzle, save: Pick<Save, 'w'>): Hint {
  const step = nextStep(puzzle, save);
  if (step.kind === 'solved') return step;
  const { w, dots } = shape(puzzle);
  const beside = step.kind === 'wall' ? step.beside : [];
  return { ...step, message: hintMessage(w, dots, step.reason, beside) } as Hint;
}

/** What the player can do next, as data alone (no sentence): for a UI with its own words. */
export function nextStep(puzzle: Puzzle, save: Pick<Save, 'w'>): HintStep {
  const s = shape(puzzle);
  const drawn = save.w.filter((id) => s.sideKind[id] === Side.open);
  const answers = answersOf(puzzle);
  for (const id of drawn) {
    const [a, b] = cellsOfSide(s.w, s.h, id)!;
    if (answers.length > 0 && answers.every((answer) => answer[a] === answer[b])) {
      const reason: HintReason = { code: 'cuts-a-galaxy', cell: a, across: b };
      return { kind: 'mistake', wall: id, walls: [id], cells: [a, b], dots: [], reason };
    }
  }
  if (standing(puzzle, save).answer) return { kind: 'solved' };

  const walls = new Uint8Array(2 * s.cells);
  drawn.forEach((id) => (walls[id] = 1));
  const proof = smallestProof(s, walls);
  if (proof) {
    const { reason, beside } = proof;
    const cells = sorted([reason.cell, ...proof.behind, ...beside.map((b) => b.cell)]);
    const dots = sorted([
      ...dotsOf(reason),
      ...beside.flatMap((b) => (b.dot === null ? [] : [b.dot])),
    ]);
    return {
      kind: 'wall',
      walls: proof.walls,
      cells,
      dots,
      reason,
      beside,
      technique: proof.technique,
    };
  }
  // The ladder can't go on (a puzzle the game did not make): show one wall of the answer.
  const answer = answers[0];
  const missing = answer
    ? answerWalls(puzzle, answer).find((id) => s.sideKind[id] === Side.open && walls[id] === 0)
    : undefined;
  if (missing === undefined || !answer) return { kind: 'solved' };
  const [a, b] = cellsOfSide(s.w, s.h, missing)!;
  const reason: HintReason = { code: 'in-the-answer', cell: a, dot: answer[a]! };
  const beside = [{ cell: b, dot: answer[b]! }];
  return {
    kind: 'wall',
    walls: [missing],
    cells: [a, b],
    dots: sorted([answer[a]!, answer[b]!]),
    reason,
    beside,
    technique: 'answer',
  };
}
