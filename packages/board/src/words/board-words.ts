// The playing board's words as one set in every language (`BOARD_WORDS`): the English of
// board.ts, play.ts and sources.ts (Hint's are hint-words.ts's, loaded with Hint), and the Japanese of ja/board-ja.ts, loaded the
// first time a board speaks Japanese. Part of the words module (src/words/).
import { Words, type Widen } from '@galaxies/pencil-kit';
import {
  aboutLine,
  ASSISTS,
  EDIT_MOVED,
  EDITOR_LOADING,
  GAME,
  gridName,
  heading,
  shortHeading,
  HOW_TO,
  MAKING,
  MODES,
  ONTO_A_LINE,
  PROMPT,
  STATUS,
  TRAY,
  TRIAL,
  WORKER_FAILED,
} from './board.js';
import { hintsUsed, MOVES, REFUSED_SIDE } from './play.js';
import { REFUSALS } from './sources.js';

/** The difficulties' names, as the result panel says them. */
const DIFFICULTIES: Readonly<Record<string, string>> = {};

const BOARD_EN = {
  game: GAME,
  modes: MODES,
  difficulties: DIFFICULTIES,
  heading,
  shortHeading,
  aboutLine,
  gridName,
  prompt: PROMPT,
  tray: TRAY,
  trial: TRIAL,
  ontoALine: ONTO_A_LINE,
  making: MAKING,
  assists: ASSISTS,
  status: STATUS,
  editMoved: EDIT_MOVED,
  workerFailed: WORKER_FAILED,
  editorLoading: EDITOR_LOADING,
  howTo: HOW_TO,
  painted: (where: string, paint: string) => `${where} Painted ${paint}.`,
  moves: MOVES,
  refusedSide: REFUSED_SIDE,
  hintsUsed,
  refused: REFUSALS,
};

/** The playing board's words in one language. */
export type BoardWords = Widen<typeof BOARD_EN>;

/** The playing board's words in every language. */
export const BOARD_WORDS = new Words<BoardWords>(BOARD_EN, {
  ja: () => import('./ja/board-ja.js').then((m) => m.BOARD_JA),
});
