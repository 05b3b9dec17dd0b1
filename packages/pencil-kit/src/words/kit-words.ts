// The kit's words as one set in every language (`KIT_WORDS`): the English of en/kit.ts (with its
// shape, `KitWords`), and the Japanese of ja/kit.ts, loaded the first time an element speaks
// Japanese. The loader is a module of its own, so the Japanese imports the English's shape and
// nothing imports back.
import { Words } from '../locale.js';
import { KIT_EN, type KitWords } from './en/kit.js';

/** The kit's words in every language. */
export const KIT_WORDS = new Words<KitWords>(KIT_EN, {
  ja: () => import('./ja/kit.js').then((m) => m.KIT_JA),
});
