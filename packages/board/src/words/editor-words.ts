// The editor's words as one set in every language (`EDITOR_WORDS`): the English of editor.ts
// and verdicts.ts, and the Japanese of ja/editor-ja.ts, loaded the first time an editor speaks
// Japanese. Loaded with the editor only. Part of the words module (src/words/).
import { Words, type Widen } from '@galaxies/pencil-kit';
import { EDITOR } from './editor.js';
import { verdictWords } from './verdicts.js';

const EDITOR_EN = { editor: EDITOR, verdictWords };

/** The editor's words in one language. */
export type EditorWords = Widen<typeof EDITOR_EN>;

/** The editor's words in every language. */
export const EDITOR_WORDS = new Words<EditorWords>(EDITOR_EN, {
  ja: () => import('./ja/editor-ja.js').then((m) => m.EDITOR_JA),
});
