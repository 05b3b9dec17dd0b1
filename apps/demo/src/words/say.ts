// The site's words in the page's language, for every module of the page: `say` is English until
// `speak()` has settled the language, set `<html lang>` and loaded that language's words (once,
// through the kit's loader, which tries again when they fail to arrive; English stands in if
// they never do). Each page awaits `speak()` before it draws anything. A server drawing a page
// sets them for its render (`sayIn`).
import { SITE_EN, type SiteWords } from './site-words.js';
import { keepLang, siteLang } from './lang.js';
import { loadChunk, type Lang } from '@galaxies/pencil-kit';

export let say: SiteWords = SITE_EN;
export let lang: Lang = 'en';

/** Settles the page's language and its words. */
export async function speak(): Promise<void> {
  lang = siteLang();
  keepLang(lang);
  document.documentElement.lang = lang;
  if (lang === 'ja') {
    say = await loadChunk(() => import('./ja/site.js')).then(
      (m) => m.SITE_JA,
      (error: unknown) => {
        console.warn(`The site's Japanese words did not arrive: ${String(error)}`);
        return SITE_EN;
      },
    );
  }
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
