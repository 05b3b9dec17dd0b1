// What a board or an editor says when part of its code did not arrive, in every language, kept
// in the bundle itself: the file that failed may be the one holding a language's other words.
// Part of the words module (src/words/). Pure.
import type { Lang } from '@galaxies/pencil-kit';

export interface LoadWords {
  /** Shown where the part would be, or above the board. */
  failed: string;
  /** The button that asks for it again. */
  retry: string;
  /** The editor's own, in place of the editor. */
  editorFailed: string;
}

export const LOAD_WORDS: Readonly<Record<Lang, LoadWords>> = {
  en: {
    failed: 'Part of the board could not load. Check your connection, then try again.',
    retry: 'Try again',
    editorFailed: 'The editor could not load. Check your connection, then try again.',
  },
  ja: {
    failed: '盤の一部を読み込めませんでした。接続を確かめてから、もう一度お試しください。',
    retry: 'もう一度読み込む',
    editorFailed: 'エディタを読み込めませんでした。接続を確かめてから、もう一度お試しください。',
  },
};

/**
 * For developers, in the console: which file failed and how to host the board so it cannot.
 */
export function loadAdvice(message: string): string {
  return (
    `${message} The board loads parts of its code on first use from files beside ` +
    'galaxies-board.js: serve the whole folder it came from (every galaxies-*.js file), or ' +
    'use galaxies-board.single.js, one file with nothing else to fetch.'
  );
}
