// A small puzzle of our own for stories, tests and the first page: 7 × 7, eleven dots.
import type { Puzzle } from '@galaxies/engine';

export const SAMPLE_7X7: Puzzle = {
  w: 7,
  h: 7,
  dots: [
    [1, 2],
    [1, 9],
    [3, 13],
    [4, 5],
    [5, 10],
    [7, 1],
    [8, 8],
    [9, 4],
    [11, 11],
    [12, 2],
    [13, 7],
  ],
};
