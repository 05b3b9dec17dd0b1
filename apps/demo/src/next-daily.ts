// The daily's rhythm under Today's board: how long until the next daily and what size it will
// be, and the week's plan in words. The countdown runs from the server's own count of seconds
// (so a wrong clock on the device can't skew it), a step a minute.
import { html, render } from 'lit';
import type { DailyInfo } from './api.js';
import { say } from '../shared/words/say.js';

type Next = NonNullable<DailyInfo['next']>;

/** Renders the rhythm into `area` and keeps its countdown current until the next daily is out. */
export function showNextDaily(area: HTMLElement, next: Next): void {
  const until = performance.now() + next.seconds * 1000;
  const w = say.today;
  const tick = (): void => {
    const left = Math.max(0, (until - performance.now()) / 1000);
    render(
      html`<p>
          ${
            left > 0
              ? w.nextIn(say.dates.timeUntil(left), next.date, next.size, next.difficulty)
              : w.nextOut
          }
        </p>
        <p>${w.weekPlan}</p>`,
      area,
    );
    if (left > 0) setTimeout(tick, Math.min(60_000, left * 1000 + 50));
  };
  tick();
}
