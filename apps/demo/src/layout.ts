// The frame every page shares: the header with the site's name and its navigation, marking the
// page the player is on; and the service worker, started from here on every page.
import { html, render } from 'lit';
import { startOffline } from './offline.js';

const PAGES = [
  { href: '/', label: 'Today' },
  { href: '/endless/', label: 'Endless' },
  { href: '/archive/', label: 'Archive' },
  { href: '/how-to-play/', label: 'How to play' },
  { href: '/play/', label: 'Play a link' },
  { href: '/edit/', label: 'Editor' },
  { href: '/games/galaxies/leaderboard/', label: 'Leaderboards' },
  { href: '/account/', label: 'Account' },
];

export function renderHeader(current: string): void {
  startOffline();
  const header = document.querySelector('header.site');
  if (!header) return;
  render(
    html`<a class="brand" href="/">Galaxies</a>
      <nav aria-label="Site">
        <ul>
          ${PAGES.map(
            (page) =>
              html`<li>
                <a href=${page.href} aria-current=${page.href === current ? 'page' : 'false'}
                  >${page.label}</a
                >
              </li>`,
          )}
        </ul>
      </nav>`,
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
