// The referee: whether an answer solves a puzzle, and if not, the first broken rule in words.
// Any answer that meets the rules counts, not only the generator's. Never throws.
import { cellName } from './geometry.js';
import type { Answer, Puzzle } from './puzzle.js';
import { shapeOrFault, type Shape } from './shape.js';
import { dotName, show } from './well-formed.js';

/** A broken rule: which one, in words, and the cells involved. */
export interface CheckFault {
  readonly rule: 'puzzle' | 'answer' | 'core' | 'symmetry' | 'joined';
  readonly message: string;
  readonly cells: readonly number[];
}

/** Whether `answer` (each cell's dot, row by row) solves `puzzle`. False for anything malformed. */
export function check(puzzle: Puzzle, answer: Answer): boolean {
  return explainCheck(puzzle, answer) === null;
}

/** The first rule `answer` breaks, or null when it solves `puzzle`. Never throws. */
export function explainCheck(puzzle: Puzzle, answer: Answer): CheckFault | null {
  try {
    const found = shapeOrFault(puzzle);
    if (typeof found === 'string') return { rule: 'puzzle', message: found, cells: [] };
    const owner = readAnswer(found, answer);
    if (typeof owner === 'string') return { rule: 'answer', message: owner, cells: [] };
    return coreFault(found, owner) ?? symmetryFault(found, owner) ?? joinedFault(found, owner);
  } catch {
    return { rule: 'answer', message: 'Not an answer: reading it threw', cells: [] };
  }
}

/** The answer as a typed array of dot indices, or what is wrong with it. */
function readAnswer(s: Shape, answer: unknown): Int32Array | string {
  if (!Array.isArray(answer)) return 'Not an answer: expected an array of dot indices';
  if (answer.length !== s.cells) {
    return `Wrong length: the answer has ${answer.length} cells, the grid ${s.cells}`;
  }
  const owner = new Int32Array(s.cells);
  for (let i = 0; i < s.cells; i++) {
    const d: unknown = answer[i];
    if (typeof d !== 'number' || !Number.isInteger(d) || d < 0 || d >= s.D) {
      return `Not a dot: ${cellName(s.w, i)} holds ${show(d)}, not a whole number from 0 to ${s.D - 1}`;
    }
    owner[i] = d;
  }
  return owner;
}

function coreFault(s: Shape, owner: Int32Array): CheckFault | null {
  for (let d = 0; d < s.D; d++) {
    for (const cell of s.cores[d] as readonly number[]) {
      if (owner[cell] !== d) {
        const message = `${dotName(d, s.dots[d]!)} does not own its core: ${cellName(s.w, cell)} is given to dot ${owner[cell]}`;
        return { rule: 'core', message, cells: [cell] };
      }
    }
  }
  return null;
}

function symmetryFault(s: Shape, owner: Int32Array): CheckFault | null {
  for (let i = 0; i < s.cells; i++) {
    const d = owner[i] as number;
    const twin = s.mirror[i * s.D + d] as number;
    if (twin === -1 || owner[twin] !== d) {
      const where =
        twin === -1 ? 'off the grid' : `${cellName(s.w, twin)}, which is dot ${owner[twin]}'s`;
      const message = `The galaxy of ${dotName(d, s.dots[d]!)} is lopsided: ${cellName(s.w, i)} turns onto ${where}`;
      return { rule: 'symmetry', message, cells: twin === -1 ? [i] : [i, twin] };
    }
  }
  return null;
}

/** Walks every galaxy out from its core; any cell not reached is cut off. */
function joinedFault(s: Shape, owner: Int32Array): CheckFault | null {
  const reached = new Uint8Array(s.cells);
  const queue = new Int32Array(s.cells);
  let tail = 0;
  for (const core of s.cores) {
    for (const cell of core) {
      reached[cell] = 1;
      queue[tail++] = cell;
    }
  }
  for (let head = 0; head < tail; head++) {
    const i = queue[head] as number;
    for (let k = 0; k < 4; k++) {
      const n = s.neighbours[4 * i + k] as number;
      if (n !== -1 && reached[n] === 0 && owner[n] === owner[i]) {
        reached[n] = 1;
        queue[tail++] = n;
      }
    }
  }
  const lost = reached.indexOf(0);
  if (lost === -1) return null;
  const d = owner[lost] as number;
  const cells: number[] = [];
  for (let i = 0; i < s.cells; i++) if (reached[i] === 0 && owner[i] === d) cells.push(i);
  const message = `The galaxy of ${dotName(d, s.dots[d]!)} is not joined up: ${cellName(s.w, lost)} cannot be reached from its core`;
  return { rule: 'joined', message, cells };
}
