// What a game and the element that shows it say to each other, and the game's plain words and
// types: the tools, the saved marks, the first-move prompt.
import type { Move, Save } from '@galaxies/engine';
import type { Lang } from '@galaxies/pencil-kit';

/** The board's tools: draw walls along the lines, paint cells, or claim cells for a dot. */
export type Tool = 'lines' | 'paint' | 'claim';

/** What the game tells the element. */
export interface GameHost {
  /** Something drawn changed. */
  changed(): void;
  /** A sentence for screen readers about the last move. */
  announce(text: string): void;
  /** The player made a move (fires `galaxies-move`). */
  moved(move: Move): void;
  /** The walls now solve the puzzle; `last` is the side drawn last, for the finish. */
  finished(last: number | null): void;
  /** A press on a side that can take no wall: say why, and show the side for a moment. */
  refused(side: number, why: 'given' | 'through'): void;
  /** The "?" key on the grid: show how to play, at the keys. */
  help(): void;
  /** Read-only boards take no presses. */
  isReadonly(): boolean;
  /** The share line's mode and date. */
  share(): { mode: string; date: string };
  /** The player's language. */
  lang(): Lang;
  /** Part of the board's code did not arrive; `retry` asks for it again. */
  chunkFailed(error: unknown, retry: () => void): void;
}

/** The marks in their saved form: the engine's, with the hints used beside them. */
export type Marks = Save & { h?: number };
