// The board's events' details, typed for listeners. They are made with the kit's kitEvent, so
// they bubble and cross shadow roots like every kit event.
import type { Move } from '@galaxies/engine';

/** `galaxies-solved`: exactly the post the referee expects. */
export interface SolvedDetail {
  code: string;
  size: number | string;
  difficulty: string;
  engine: number;
  answer: number[];
  seconds: number;
  /** Hints used on the way (0 when none); the referee does not rate a hinted solve. */
  hints: number;
}

/** `galaxies-move`: the move the player just made. */
export interface MoveDetail {
  move: Move;
}

/** `galaxies-error`: why the board can't show a puzzle, for players and for developers. */
export interface ErrorDetail {
  /** The sentence shown in the board's place, for players. */
  message: string;
  /** What exactly was wrong, for developers: the attribute, the parser's or engine's words. */
  detail: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'galaxies-solved': CustomEvent<SolvedDetail>;
    'galaxies-move': CustomEvent<MoveDetail>;
    'galaxies-error': CustomEvent<ErrorDetail>;
  }
}
