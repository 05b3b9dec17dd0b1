// Real puzzles for the board's stories, tests and bench (not part of the package), as Simon
// Tatham's game IDs with their one answer. From the Galaxies game of Simon Tatham's Portable
// Puzzle Collection (galaxies.c, MIT licence), via the project's reference corpus
// (shared/corpus/tatham-dev.jsonl). Tests draw an answer's walls with the engine's answerWalls.
import { fromTathamId, type Answer, type Puzzle } from '@galaxies/engine';

/** A puzzle with its answer (each cell's dot, row by row), for tests that play to the end. */
export interface Sample {
  /** The Tatham game ID, usable as a `src` attribute. */
  id: string;
  puzzle: Puzzle;
  answer: Answer;
}

function sample(id: string, answer: number[]): Sample {
  return { id, puzzle: fromTathamId(id), answer };
}

/** 7 × 7, Tatham "Normal", eleven dots. */
export const SAMPLE_7X7 = sample(
  '7x7:chvhvszkhtki',
  // prettier-ignore
  [0,0,0,2,1,1,1,3,3,2,2,2,4,4,3,3,5,2,4,4,4,5,5,5,5,4,4,7,6,5,7,7,7,7,7,6,8,7,7,7,7,7,9,8,7,10,10,10,10],
);

/** 10 × 10, Tatham "Normal", 23 dots. */
export const SAMPLE_10X10 = sample(
  '10x10:cfilicnzhzcllnmzhzabgnzzcidczn',
  // prettier-ignore
  [4,0,5,3,1,3,3,3,2,2,4,5,5,3,3,3,7,3,6,6,4,5,8,10,10,7,7,7,12,12,8,8,8,10,10,10,7,9,12,12,8,11,10,10,10,13,12,12,12,12,17,17,17,10,10,13,12,12,14,14,15,17,17,16,16,13,12,12,14,14,17,17,19,19,19,19,19,19,18,18,17,17,17,19,19,20,20,21,18,18,19,19,19,19,19,19,22,22,22,22],
);

/** 13 × 13, Tatham "Unreasonable", 38 dots. */
export const SAMPLE_13X13 = sample(
  '13x13:aeekskjhzjgmzhiezjkztfltwzpfzecjskufczsnzzifdef',
  // prettier-ignore
  [0,5,1,1,2,2,2,4,4,3,3,3,3,5,5,8,8,8,6,6,4,4,7,7,15,10,5,8,8,8,9,9,9,9,15,15,15,15,10,8,8,8,11,11,15,15,15,12,15,13,13,10,18,18,18,14,18,15,15,15,15,15,15,15,15,18,18,18,18,18,16,16,16,15,17,15,15,15,19,18,18,18,18,18,15,15,15,15,22,20,20,23,18,24,18,18,18,15,21,22,22,22,22,22,23,24,24,26,26,25,25,25,25,27,22,30,30,23,24,32,26,26,32,28,28,28,27,29,30,30,32,32,32,32,32,32,32,31,31,31,31,30,30,32,32,32,32,32,32,32,33,33,34,34,34,34,35,32,36,36,32,37,37,33,33,34,34,34,34],
);

/** 12 columns × 8 rows, Tatham "Normal", twenty dots: a rectangular import. */
export const SAMPLE_12X8 = sample(
  '12x8:vqzehzgisbzljfibzzmgiqyen',
  // prettier-ignore
  [5,3,3,3,3,1,1,1,1,1,0,0,5,3,3,3,3,3,1,1,1,1,1,2,5,5,3,3,3,3,3,4,4,4,6,6,7,5,5,3,3,3,3,8,11,11,6,6,9,9,5,10,10,13,13,8,11,12,14,14,15,15,5,15,13,13,13,11,11,14,14,16,15,15,15,15,15,15,13,13,13,14,14,16,17,17,15,18,15,15,13,13,14,14,19,16],
);

/**
 * 21 × 21, nine copies of SAMPLE_7X7 side by side, three by three: as big as published imports
 * get, for the zoom's stories and tests. Each copy's galaxies stay in its 7 × 7 block, so the
 * answer is the sample's, block by block.
 */
export const SAMPLE_21X21: Sample = (() => {
  const { puzzle, answer } = SAMPLE_7X7;
  const dots: [number, number][] = [];
  const cells: number[] = new Array<number>(21 * 21).fill(0);
  for (let by = 0; by < 3; by++) {
    for (let bx = 0; bx < 3; bx++) {
      const first = dots.length;
      for (const [y, x] of puzzle.dots) dots.push([y + 14 * by, x + 14 * bx]);
      answer.forEach((d, i) => {
        cells[(by * 7 + Math.floor(i / 7)) * 21 + bx * 7 + (i % 7)] = first + d;
      });
    }
  }
  // Reading order (the engine's rule for a puzzle's dots), the answer's dots renumbered to match.
  const order = dots
    .map((_, d) => d)
    .sort((a, b) => dots[a]![0] - dots[b]![0] || dots[a]![1] - dots[b]![1]);
  const renumber = new Map(order.map((d, k) => [d, k]));
  const big: Puzzle = { w: 21, h: 21, dots: order.map((d) => dots[d]!) };
  return { id: '', puzzle: big, answer: cells.map((d) => renumber.get(d)!) };
})();
