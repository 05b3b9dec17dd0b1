// The daily's rhythm under Today's board: how long until the next daily and what size it will
// be, and the week's plan in words. The countdown runs from the server's own count of seconds
// (so a wrong clock on the device can't skew it), a step a minute.
import { html, render } from 'lit';
import type { DailyInfo } from './api.js';
import { longDate, sizeLabel, timeUntil, WEEK_PLAN } from './format.js';

type Next = NonNullable<DailyInfo['next']>;

/** Renders the rhythm into `area` and keeps its countdown current until the next daily is out. */
export function showNextDaily(area: HTMLElement, next: Next): void {
  const until = performance.now() + next.seconds * 1000;
  const tick = (): void => {
    const left = Math.max(0, (until - performance.now()) / 1000);
    const weekday = longDate(next.date).split(',')[0];
    render(
      html`${
          left > 0
            ? html`<p>
                Next daily in <strong>${timeUntil(left)}</strong>: ${weekday}’s
                ${sizeLabel(next.size)} ${next.difficulty}.
              </p>`
            : html`<p>The next daily is out: <a href="/">play it</a>.</p>`
        }
        <p>${WEEK_PLAN}</p>`,
      area,
    );
    if (left > 0) setTimeout(tick, Math.min(60_000, left * 1000 + 50));
  };
  tick();
}
