// The site's words in the page's language, for every module of the page: `say` is English until
// the page's `speak()` (src/speak.ts) has settled the language, set `<html lang>` and loaded that
// language's words (`settle`). Each page awaits `speak()` before it draws anything. A server
// drawing a page sets them for its render (`sayIn`).
import { SITE_EN, type SiteWords } from './en/site.js';
import type { Lang } from '@galaxies/pencil-kit';

export let say: SiteWords = SITE_EN;
export let lang: Lang = 'en';

/** Sets the page's language, and its words once they are here (the page's `speak()`). */
export function settle(to: Lang, words: SiteWords = say): void {
  [lang, say] = [to, words];
}

/**
 * Runs `draw` (a server's render of a page, in one synchronous pass) with `say` and `lang` set
 * to `words` in `to`, as a page's modules read them.
 */
export function sayIn<T>(to: Lang, words: SiteWords, draw: () => T): T {
  const was = [lang, say] as const;
  [lang, say] = [to, words];
  try {
    return draw();
  } finally {
    [lang, say] = was;
  }
}
