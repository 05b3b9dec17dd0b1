// Puzzles the docs pages show. The 4 × 4 was drawn for the rules: its five galaxies put a dot on
// a corner, on a side and in a cell, and one galaxy is a single cell. The engine's own counter
// finds it one answer. The 5 × 5 is a published puzz.link puzzle, the second a URL the importer
// must refuse (it removes a cell).
import type { Puzzle } from '@galaxies/engine';

export const RULES_4X4: Puzzle = {
  w: 4,
  h: 4,
  dots: [
    [1, 6],
    [2, 2],
    [3, 5],
    [5, 7],
    [6, 3],
  ],
};

export const PUZZ_LINK_5X5 = 'https://puzz.link/p?tentaisho/5/5/o3ey72fs2fl';
export const PUZZ_LINK_WITH_HOLE = 'https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf10000';
export const TATHAM_7X7 = '7x7:chvhvszkhtki';
