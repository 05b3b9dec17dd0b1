// The result panel: shown in the board's own box once solved, over the grid, so the result is
// where the player was looking. Time, hints, a line about the puzzle, the host's own lines
// (the `result` slot), then Share first and a way back to the grid.
import { html, nothing, type TemplateResult } from 'lit';
import { formatTime } from './format-time.js';
import { kitIcon } from './icons.js';
import { hintsLine, RESULT } from './words.js';

/** What the panel shows and what its buttons do. */
export interface ResultProps {
  seconds: number;
  /** Hints used, when the board counts them (0 earns "No hints"). */
  hints?: number;
  /** A short line about the puzzle, from the board, or empty. */
  about: string;
  onShare(): void;
  onClose(): void;
}

export function resultPanel(p: ResultProps): TemplateResult {
  const hints = hintsLine(p.hints);
  return html`<section part="result" class="result" aria-labelledby="pk-result-heading">
    <div class="result-card">
      <h3 part="result-heading" id="pk-result-heading">${RESULT.heading}</h3>
      <p part="result-time" class="result-time">
        <span class="vh">${RESULT.time} </span>${formatTime(p.seconds)}
      </p>
      ${hints ? html`<p part="result-hints" class="result-hints">${hints}</p>` : nothing}
      ${p.about ? html`<p part="result-about" class="result-about">${p.about}</p>` : nothing}
      <div class="result-host"><slot name="result"></slot></div>
      <div part="result-actions" class="result-actions">
        <button type="button" part="result-share" class="result-share" @click=${p.onShare}>
          ${kitIcon('share')}<span>${RESULT.share}</span>
        </button>
        <button type="button" part="result-close" @click=${p.onClose}>${RESULT.close}</button>
      </div>
    </div>
  </section>`;
}
