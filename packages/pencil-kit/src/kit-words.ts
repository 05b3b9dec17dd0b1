// The kit's words as one set in every language (`KIT_WORDS`): the English of words.ts (with its
// shape, `KitWords`), and the Japanese of words-ja.ts, loaded the first time an element speaks
// Japanese. The loader is a module of its own, so the Japanese imports the English's shape and
// nothing imports back.
import { Words } from './locale.js';
import { KIT_EN, type KitWords } from './words.js';

/** The kit's words in every language. */
export const KIT_WORDS = new Words<KitWords>(KIT_EN, {
  ja: () => import('./words-ja.js').then((m) => m.KIT_JA),
});
