// The board's events' details, typed for listeners. They are made with the kit's kitEvent, so
// they bubble and cross shadow roots like every kit event.
import type { Move } from '@galaxies/engine';

/** `galaxies-solved`: who the puzzle is and how it was solved, all a referee needs to check it. */
export interface SolvedDetail {
  /** The puzzle's code (for a given puzzle, a key made from the puzzle itself). */
  code: string;
  /** The size as the engine writes it: n for n × n, `"WxH"` for any other grid. */
  size: number | string;
  /** The level the code was made at (`easy`, `medium`, `hard`); `imported` for a given puzzle. */
  level: string;
  /**
   * @deprecated Use `level`: the same, by its old name. Kept through 1.x; gone in 2.0.
   */
  difficulty: string;
  /** The engine version that made the code (for a given puzzle, the board's own). */
  engine: number;
  /** Each cell's dot, row by row: the answer the player drew. */
  answer: number[];
  /** Seconds the player took, as the board's clock shows them. */
  seconds: number;
  /** Hints used on the way (0 when none); a referee may leave a hinted solve unrated. */
  hints: number;
}

/**
 * `galaxies-progress`: how far the player is, as two numbers (never the walls or the answer).
 * Fires once when a puzzle shows (with a save's progress when one is brought back), then each
 * time the number changes: a move, undo, redo, Restart, marks the page sets.
 */
export interface ProgressDetail {
  /**
   * The cells lying in finished galaxies: regions closed by walls that hold one dot and are
   * symmetric about it (what the status line counts; not necessarily the answer's). `cells`
   * once solved.
   */
  settled: number;
  /** The grid's cells, columns × rows. */
  cells: number;
}

/** `galaxies-move`: the move the player just made. */
export interface MoveDetail {
  move: Move;
}

/**
 * `galaxies-error`: something went wrong, for players and for developers. `puzzle`: the board
 * can't show a puzzle (the message is shown in its place). `worker`: the background worker
 * could not start, so the work is done on the page's thread instead (nothing is lost; a large
 * puzzle may pause the page for a moment). `load`: part of the board's code (a file beside the
 * bundle, loaded on first use) did not arrive after a few tries; the board says so and offers
 * Try again, and `detail` is the file's address.
 */
export interface ErrorDetail {
  kind: 'puzzle' | 'worker' | 'load';
  /** The sentence for players (for `puzzle`, the one shown in the board's place). */
  message: string;
  /**
   * What exactly was wrong, for developers: the attribute, the parser's, engine's or browser's
   * words; for `load`, the address of the file that did not arrive.
   */
  detail: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'galaxies-solved': CustomEvent<SolvedDetail>;
    'galaxies-progress': CustomEvent<ProgressDetail>;
    'galaxies-move': CustomEvent<MoveDetail>;
    'galaxies-error': CustomEvent<ErrorDetail>;
  }
}
