// The first-visit welcome on a daily's page: what the game is in one line, How to play one press
// away, and Got it. Drawn by the server with the page (so a newcomer reads it at first paint, and
// the board under it is not covered by a window that opens once the scripts have run), for a
// browser without the welcome cookie, which the response sets: it shows once. The page wires its
// buttons (src/welcome.ts).
import { html } from 'lit';
import { say } from '../words/say.js';

/** The cookie that says this browser has been welcomed (a year). */
export const WELCOME_COOKIE = 'gx-welcomed';
export const WELCOME_MAX_AGE = 365 * 24 * 3600;

export function welcomeView() {
  const w = say.welcome;
  return html`<aside class="welcome" aria-labelledby="welcome-heading">
    <h2 id="welcome-heading">${w.heading}</h2>
    <p>${w.line}</p>
    <p class="welcome-actions">
      <button type="button" class="welcome-how">${w.howTo}</button>
      <button type="button" class="welcome-close">${w.close}</button>
    </p>
  </aside>`;
}
