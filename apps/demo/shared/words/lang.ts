// The languages the site speaks, each named in itself, and how a tag names one (`ja-JP` is
// `ja`). The page's language is kept in a cookie (`gx-lang`), so the server draws the next page
// in it (server/pages/page-lang.ts); the browser settles and keeps it (src/speak.ts).
import type { Lang } from '@galaxies/pencil-kit';

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
