// The header every page shares: the site's name, its navigation (marking the page the player is
// on) and the language switch, in the page's words. A template alone: the server draws it into
// the page (server/pages/) and the page hydrates it, or draws it itself (layout.ts).
import { html } from 'lit';
import { LANGUAGES } from '../words/lang.js';
import { lang, say } from '../words/say.js';
import type { SiteWords } from '../words/site-words.js';

export type PageKey = keyof SiteWords['pages'];

const PAGES: { key: PageKey; href: string }[] = [
  { key: 'today', href: '/' },
  { key: 'endless', href: '/endless/' },
  { key: 'archive', href: '/archive/' },
  { key: 'howTo', href: '/how-to-play/' },
  { key: 'play', href: '/play/' },
  { key: 'editor', href: '/edit/' },
  { key: 'leaderboards', href: '/games/galaxies/leaderboard/' },
  { key: 'account', href: '/account/' },
];

/** The header of page `current`; `onLanguage` hears the language switch. */
export function siteHeader(current: PageKey, onLanguage: (event: Event) => void) {
  return html`<a class="brand" href="/" translate="no">${say.brand}</a>
    <nav aria-label=${say.siteNav}>
      <ul>
        ${PAGES.map(
          (page) =>
            html`<li>
              <a href=${page.href} aria-current=${page.key === current ? 'page' : 'false'}
                >${say.pages[page.key]}</a
              >
            </li>`,
        )}
      </ul>
    </nav>
    <label class="language"
      ><span class="vh">${say.language}</span>
      <select @change=${onLanguage}>
        ${LANGUAGES.map(
          (l) =>
            html`<option value=${l.lang} lang=${l.lang} ?selected=${l.lang === lang}>
              ${l.name}
            </option>`,
        )}
      </select></label
    >`;
}
