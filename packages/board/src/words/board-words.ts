// The playing board's words as one set in every language (`BOARD_WORDS`): the English of
// en/board.ts, en/play.ts and en/sources.ts (with its shape, `BoardWords`; Hint's are
// hint-words.ts's, loaded with Hint), and the Japanese of ja/board.ts, loaded the first time a
// board speaks Japanese. Part of the words module (src/words/).
import { Words } from '@galaxies/pencil-kit';
import { BOARD_EN, type BoardWords } from './en/board.js';

export type { BoardWords };

/** The playing board's words in every language. */
export const BOARD_WORDS = new Words<BoardWords>(BOARD_EN, {
  ja: () => import('./ja/board.js').then((m) => m.BOARD_JA),
});
