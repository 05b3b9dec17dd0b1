// Small puzzles with a known verdict, for the edit mode's tests and stories: one per verdict,
// and a unique one that turns ambiguous when its last dot goes.
import type { Dot, Puzzle } from '@galaxies/engine';

/** A 5 × 5 the ladder solves at the medium tier, with dots on centres, sides and a corner. */
export const UNIQUE_MEDIUM: Puzzle = {
  w: 5,
  h: 5,
  dots: [
    [2, 8],
    [3, 5],
    [5, 3],
    [7, 1],
    [7, 8],
    [9, 6],
  ],
};

/** UNIQUE_MEDIUM's last dot: without it, the puzzle has several answers. */
export const DECIDING_DOT: Dot = [9, 6];

/** Rows, or a cross with the middle dot's galaxy round the corners: two answers, 4 cells apart. */
export const SEVERAL: Puzzle = {
  w: 3,
  h: 3,
  dots: [
    [1, 3],
    [3, 3],
    [5, 3],
  ],
};

/** Two dots in opposite corners of a 5 × 5: no galaxies fit. */
export const NO_SOLUTION: Puzzle = {
  w: 5,
  h: 5,
  dots: [
    [1, 1],
    [9, 9],
  ],
};

/** Two dots touching one cell: not well formed. */
export const TOO_CLOSE: Puzzle = {
  w: 5,
  h: 5,
  dots: [
    [3, 3],
    [3, 4],
  ],
};
