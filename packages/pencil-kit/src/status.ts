// <pk-status>: the status line. One sentence at a time, announced politely to screen readers.
import { css, html, LitElement, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { tokens } from './theme.js';

/**
 * The status line under a board: one sentence at a time, read out politely by screen readers
 * (`role="status"`, `aria-live="polite"`).
 *
 * @cssprop [--pk-ink=#1d2433] - Text colour.
 * @cssprop [--pk-status-size=1rem] - Text size.
 * @csspart line - The element holding the sentence.
 */
export class PkStatus extends LitElement {
  static override styles = [
    tokens,
    css`
      :host {
        display: block;
        font-size: var(--pk-status-size, 1rem);
        min-height: 1.5em;
      }
      p {
        margin: 0;
      }
    `,
  ];

  /** The sentence shown and announced. */
  @property() message = '';

  /** Replaces the sentence (what a board's `say(message)` calls). */
  say(message: string): void {
    this.message = message;
  }

  override render() {
    // An empty line is `nothing`, not '': a line drawn empty by a server and hydrated would
    // otherwise take its first message into Lit's closing marker instead of a text node.
    return html`<p part="line" role="status" aria-live="polite">${this.message || nothing}</p>`;
  }
}
