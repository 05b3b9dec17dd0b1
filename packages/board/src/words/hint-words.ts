// Hint's words as one set in every language (`HINT_WORDS`): the English of en/hints.ts (with its
// shape, `HintWords`), and the Japanese of ja/hints.ts, loaded the first time a Japanese
// player presses Hint. Loaded with Hint's code only. Part of the words module (src/words/).
import { Words } from '@galaxies/pencil-kit';
import { HINT_EN, type HintWords } from './en/hints.js';

export type { HintWords };

/** Hint's words in every language. */
export const HINT_WORDS = new Words<HintWords>(HINT_EN, {
  ja: () => import('./ja/hints.js').then((m) => m.HINTS_JA),
});
