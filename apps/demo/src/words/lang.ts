// The language the site speaks in this browser: the one the player chose (kept as `gx:lang`),
// else the first of the browser's languages the site speaks, else English. The page's
// `<html lang>` says it, so the boards on the page speak it too. The language is also kept in a
// cookie (`gx-lang`), so the server draws the next page in it (server/pages/page-lang.ts).
import type { Lang } from '@galaxies/pencil-kit';

const KEY = 'gx:lang';
/** The cookie the server reads the page's language from. */
export const LANG_COOKIE = 'gx-lang';

/** Every language the site speaks, each named in itself (the switch shows them so). */
export const LANGUAGES: readonly { lang: Lang; name: string }[] = [
  { lang: 'en', name: 'English' },
  { lang: 'ja', name: '日本語' },
];

/** The language a tag names (`ja-JP` is `ja`), or null for one the site does not speak. */
export const known = (tag: string | null | undefined): Lang | null =>
  tag ? (LANGUAGES.find((l) => tag.toLowerCase().split('-')[0] === l.lang)?.lang ?? null) : null;

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
