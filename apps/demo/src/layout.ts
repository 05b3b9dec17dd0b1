// The frame every page shares: the page's language and words settled first (speak.ts), its title,
// the header (shared/views/site-header.ts: the site's name, its navigation, the language switch),
// kept as the server drew it when it did; the service worker, started from here on every page;
// and the solves an earlier page kept (outbox.ts), sent from whichever page opens next.
import { render } from 'lit';
import { startOffline } from './offline.js';
import { sendKept } from './outbox.js';
import { takePageData } from './server-drawn.js';
import { siteHeader, type PageKey } from '../shared/views/site-header.js';
import type { PageData } from '../shared/views/page-data.js';
import { LANGUAGES } from '../shared/words/lang.js';
import { lang, say } from '../shared/words/say.js';
import { chooseLang, speak } from './speak.js';

/** A new language for this browser: kept, and the page drawn again in it. */
function switchTo(event: Event): void {
  const chosen = LANGUAGES.find((l) => l.lang === (event.target as HTMLSelectElement).value);
  if (!chosen || chosen.lang === lang) return;
  chooseLang(chosen.lang);
  location.reload();
}

/**
 * Settles the page's language and words, then draws its title and header (`current` the section
 * it marks, null for a page at an address the site has none at): keeping the server's
 * when it drew the page in this language, else drawing them anew. Nothing in the header changes
 * while a page runs, so the server's needs only its language switch heard (hydrating it would
 * prepare its template for nothing: about 100 ms of a main thread slowed 4×). Gives the server's
 * data for the page (null when it drew none, or drew it in another language: what it drew of
 * the page is then cleared, for the page to draw itself).
 */
export async function startPage(current: PageKey | null): Promise<PageData | null> {
  await speak();
  startOffline();
  void sendKept(); // any solve an earlier page kept, now a page of the site is open again
  document.title = current ? say.titles[current] : say.notFound.title;
  const data = takePageData();
  const header = document.querySelector<HTMLElement>('header.site');
  if (header && data) header.querySelector('select')?.addEventListener('change', switchTo);
  else if (header) {
    header.replaceChildren();
    render(siteHeader(current, switchTo), header);
  }
  if (header) sayWhetherOpen(header);
  if (!data) document.querySelector('#page')?.replaceChildren();
  return data;
}

/**
 * Keeps the phone's menu button's `aria-expanded` true while its list is open (the popover opens
 * and closes without a script; this only tells assistive technology that has no popover mapping).
 */
function sayWhetherOpen(header: HTMLElement): void {
  const menu = header.querySelector<HTMLElement>('#site-menu');
  const button = header.querySelector<HTMLElement>('.menu-button');
  menu?.addEventListener('toggle', (event) => {
    button?.setAttribute('aria-expanded', String((event as ToggleEvent).newState === 'open'));
  });
}
