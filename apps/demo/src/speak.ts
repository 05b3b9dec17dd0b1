// The language the site speaks in this browser: the one the player chose (kept as `gx:lang`),
// else the first of the browser's languages the site speaks, else English. The page's
// `<html lang>` says it, so the boards on the page speak it too. The language is also kept in a
// cookie (`gx-lang`), so the server draws the next page in it (server/pages/page-lang.ts).
// `speak()` settles it and its words (shared/words/say.ts), loading them once, through the kit's
// loader, which tries again when they fail to arrive; English stands in if they never do.
import { loadChunk, type Lang } from '@galaxies/pencil-kit';
import { SITE_EN } from '../shared/words/en/site.js';
import { known, LANG_COOKIE } from '../shared/words/lang.js';
import { lang, settle } from '../shared/words/say.js';

const KEY = 'gx:lang';

/** The player's choice, else the browser's. */
export function siteLang(): Lang {
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(KEY);
  } catch {
    // No storage: the browser's language decides.
  }
  return known(chosen) ?? navigator.languages.map(known).find((l) => l !== null) ?? 'en';
}

/** Keeps the player's choice for this browser. */
export function chooseLang(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // No storage: the choice lasts this page only.
  }
  keepLang(lang);
}

/** Tells the server the page's language, for the pages it draws next (a year, this site only). */
export function keepLang(lang: Lang): void {
  const cookie = `${LANG_COOKIE}=${lang}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`;
}

/** Settles the page's language and its words. */
export async function speak(): Promise<void> {
  settle(siteLang());
  keepLang(lang);
  document.documentElement.lang = lang;
  if (lang === 'ja') {
    settle(
      lang,
      await loadChunk(() => import('../shared/words/ja/site.js')).then(
        (m) => m.SITE_JA,
        (error: unknown) => {
          console.warn(`The site's Japanese words did not arrive: ${String(error)}`);
          return SITE_EN;
        },
      ),
    );
  }
}
