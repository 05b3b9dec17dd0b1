// The header every page shares: the site's name, its navigation (marking the page the player is
// on) and the language switch, in the page's words. On a phone the navigation is a menu: a
// button opens the list of every section over the page (a popover: it opens, closes on Escape or
// a tap outside, and gives focus back to the button without a script). A template alone: the
// server draws it into the page (server/pages/), or the page draws it itself (src/layout.ts).
import { html } from 'lit';
import { LANGUAGES } from '../words/lang.js';
import { lang, say } from '../words/say.js';
import type { SiteWords } from '../words/en/site.js';

export type PageKey = keyof SiteWords['pages'];

const PAGES: { key: PageKey; href: string }[] = [
  { key: 'today', href: '/' },
  { key: 'endless', href: '/endless/' },
  { key: 'race', href: '/race/' },
  { key: 'archive', href: '/archive/' },
  { key: 'puzzles', href: '/puzzles/' },
  { key: 'howTo', href: '/how-to-play/' },
  { key: 'play', href: '/play/' },
  { key: 'editor', href: '/edit/' },
  { key: 'leaderboards', href: '/games/galaxies/leaderboard/' },
  { key: 'account', href: '/account/' },
];

/** The header of page `current` (null: none of the sections); `onLanguage` hears the switch. */
export function siteHeader(current: PageKey | null, onLanguage: (event: Event) => void) {
  return html`<a class="brand" href="/" translate="no">${say.brand}</a>
    <button
      class="menu-button"
      type="button"
      popovertarget="site-menu"
      aria-controls="site-menu"
      aria-expanded="false"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
        <path d="M3 5h14M3 10h14M3 15h14" />
      </svg>
      ${say.menu}
    </button>
    <nav id="site-menu" popover aria-label=${say.siteNav}>
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
