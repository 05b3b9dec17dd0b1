// Hint's words as one set in every language (`HINT_WORDS`): the English of hints.ts, and the
// Japanese of ja/hints-ja.ts, loaded the first time a Japanese player presses Hint. Loaded with
// Hint's code only. Part of the words module (src/words/).
import { Words, type Widen } from '@galaxies/pencil-kit';
import { hintLook, hintWhy } from './hints.js';
import { EVERY_WALL } from './play.js';

const HINT_EN = { hintLook, hintWhy, everyWall: EVERY_WALL };

/** Hint's words in one language. */
export type HintWords = Widen<typeof HINT_EN>;

/** Hint's words in every language. */
export const HINT_WORDS = new Words<HintWords>(HINT_EN, {
  ja: () => import('./ja/hints-ja.js').then((m) => m.HINTS_JA),
});
