// What a game and the element that shows it say to each other, what Paint's and Claim's code
// (loaded on first use) reads and sets of a game, and the game's plain types: the tools, the
// saved marks.
import type { Move, Save } from '@galaxies/engine';
import type { Lang, PkKit } from '@galaxies/pencil-kit';
import type { Source } from '../source/puzzle-source.js';
import type { BoardWords } from '../words/board-words.js';

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

/**
 * A game as the cell tools (cell-tools/, loaded on first use) see it: what they read, the dot
 * picked and the paint in hand they set, and `play` for a move of their own (Draw walls).
 */
export interface CellGame {
  readonly source: Source;
  readonly host: GameHost;
  readonly kinds: Uint8Array;
  readonly save: Save;
  /** The marks as drawn: the saved ones with any stroke in progress on top. */
  readonly drawn: Save;
  readonly tints: readonly number[];
  readonly tool: Tool;
  readonly solved: boolean;
  readonly kit: PkKit<Move, Marks> | null;
  readonly words: BoardWords;
  /** The dot the claim tool claims for, or −1. */
  picked: number;
  /** The paint in hand, 1–8; 0 is the rubber. */
  colour: number;
  /** Plays a move outside a press, as one undo step. */
  play(move: Move): void;
}
