// The account page's rating history: a small SVG of our own, the rating over days as a line
// inside its 95% interval as a band (both from the history the server keeps), with the first and
// last days and the band's top and bottom written on it. One accessible name says it in words.
import { html, svg, type TemplateResult } from 'lit';
import type { Stats } from './api.js';
import { giveOrTake } from '../shared/format.js';
import { say } from '../shared/words/say.js';
import { dayNumber as dayIndex } from '../shared/days.js';

const W = 320;
const H = 140;
const PAD = { left: 40, right: 10, top: 10, bottom: 24 };

/** The chart of `history` (oldest first), or a sentence when there is nothing to draw yet. */
export function ratingChart(history: Stats['history']): TemplateResult {
  if (!history.length) {
    return html`<p>${say.account.chart.empty}</p>`;
  }
  const first = dayIndex(history[0]!.day);
  const span = Math.max(1, dayIndex(history.at(-1)!.day) - first);
  const lows = history.map((h) => h.rating - giveOrTake(h.rd));
  const highs = history.map((h) => h.rating + giveOrTake(h.rd));
  const bottom = Math.floor(Math.min(...lows) / 50) * 50;
  const top = Math.ceil(Math.max(...highs) / 50) * 50;
  const x = (day: string) =>
    history.length === 1
      ? (PAD.left + W - PAD.right) / 2
      : PAD.left + ((dayIndex(day) - first) / span) * (W - PAD.left - PAD.right);
  const y = (r: number) => PAD.top + ((top - r) / (top - bottom)) * (H - PAD.top - PAD.bottom);
  const upper = history.map((h, k) => `${x(h.day)},${y(highs[k]!)}`);
  const lower = history.map((h, k) => `${x(h.day)},${y(lows[k]!)}`).reverse();
  const line = history.map((h) => `${x(h.day)},${y(h.rating)}`).join(' ');
  const last = history.at(-1)!;
  const label = say.account.chart.said(
    history.length,
    Math.round(history[0]!.rating),
    Math.round(last.rating),
    last.rd,
  );
  return html`<svg class="rating-chart" viewBox="0 0 ${W} ${H}" role="img" aria-label=${label}>
    ${svg`<polygon class="band" points=${[...upper, ...lower].join(' ')}></polygon>
      <polyline class="line" points=${line}></polyline>
      <circle class="now" cx=${x(last.day)} cy=${y(last.rating)} r="3.5"></circle>
      <text class="axis" x=${PAD.left - 6} y=${PAD.top + 4} text-anchor="end">${top}</text>
      <text class="axis" x=${PAD.left - 6} y=${H - PAD.bottom} text-anchor="end">${bottom}</text>
      <text class="axis" x=${PAD.left} y=${H - 6}>${say.dates.shortDate(history[0]!.day)}</text>
      ${history.length > 1 ? svg`<text class="axis" x=${W - PAD.right} y=${H - 6} text-anchor="end">${say.dates.shortDate(last.day)}</text>` : ''}`}
  </svg>`;
}
