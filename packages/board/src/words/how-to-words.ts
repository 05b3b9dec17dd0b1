// How to play's words as one set in every language (`HOW_TO_WORDS_SET`): the English of
// en/how-to.ts (with its shape, `HowToWords`), and the Japanese of ja/how-to.ts, loaded the
// first time How to play speaks Japanese. Loaded with How to play only. Part of the words module
// (src/words/).
import { Words } from '@galaxies/pencil-kit';
import { HOW_TO_EN, type HowToWords } from './en/how-to.js';

export type { HowToWords };

/** How to play's words in every language. */
export const HOW_TO_WORDS_SET = new Words<HowToWords>(HOW_TO_EN, {
  ja: () => import('./ja/how-to.js').then((m) => m.HOW_TO_JA),
});
