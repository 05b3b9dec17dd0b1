// The frame every page shares: the page's language and words settled first, its title, the
// header with the site's name, its navigation (marking the page the player is on) and the
// language switch; and the service worker, started from here on every page.
import { html, render } from 'lit';
import { startOffline } from './offline.js';
import { chooseLang, LANGUAGES } from './words/lang.js';
import { lang, say, speak } from './words/say.js';
import type { SiteWords } from './words/site-words.js';

type PageKey = keyof SiteWords['pages'];

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

/** A new language for this browser: kept, and the page drawn again in it. */
function switchTo(event: Event): void {
  const chosen = LANGUAGES.find((l) => l.lang === (event.target as HTMLSelectElement).value);
  if (!chosen || chosen.lang === lang) return;
  chooseLang(chosen.lang);
  location.reload();
}

/** Settles the page's language and words, then draws its title and header. */
export async function startPage(current: PageKey): Promise<void> {
  await speak();
  startOffline();
  document.title = say.titles[current];
  const header = document.querySelector('header.site');
  if (!header) return;
  render(
    html`<a class="brand" href="/" translate="no">${say.brand}</a>
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
        <select @change=${switchTo}>
          ${LANGUAGES.map(
            (l) =>
              html`<option value=${l.lang} lang=${l.lang} ?selected=${l.lang === lang}>
                ${l.name}
              </option>`,
          )}
        </select></label
      >`,
    header as HTMLElement,
  );
}

/** Shows a sentence in the page's notice area (errors, results), read out politely. */
export function notice(message: string, kind: 'info' | 'error' = 'info'): void {
  const area = document.querySelector<HTMLElement>('#notice');
  if (!area) return;
  area.dataset.kind = kind;
  area.textContent = message;
}
