// The editor's words as one set in every language (`EDITOR_WORDS`): the English of en/editor.ts
// and en/verdicts.ts (with its shape, `EditorWords`), and the Japanese of ja/editor.ts, loaded
// the first time an editor speaks Japanese. Loaded with the editor only. Part of the words
// module (src/words/).
import { Words } from '@galaxies/pencil-kit';
import { EDITOR_EN, type EditorWords } from './en/editor.js';

export type { EditorWords };

/** The editor's words in every language. */
export const EDITOR_WORDS = new Words<EditorWords>(EDITOR_EN, {
  ja: () => import('./ja/editor.js').then((m) => m.EDITOR_JA),
});
