// The puzzle's data types: a grid of w × h cells and its dots in half-cell units.

/** A dot `[y, x]` in half-cell units: the cell at row r, column c has its centre at (2r+1, 2c+1). */
export type Dot = readonly [y: number, x: number];

/** A puzzle: `w` columns, `h` rows, dots in reading order (by y, then x). */
export interface Puzzle {
  readonly w: number;
  readonly h: number;
  readonly dots: readonly Dot[];
  /**
   * Dots drawn as black stars (indices into `dots`), kept from an import so it can be written
   * back. Metadata only: the rules treat black and white dots alike.
   */
  readonly black?: readonly number[];
}

/** An answer: each cell's dot index, row by row (length w · h). */
export type Answer = readonly number[];
