// <pk-prompt>: the first-move prompt, a title and a hint shown until the player's first move.
import { css, html, LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { tokens } from './theme.js';

/**
 * The first-move prompt: a title and a hint ("Draw your first wall" / "Tap near a line between
 * two cells, or drag along the lines"). The frame shows it until the first move.
 *
 * @cssprop [--pk-ink=#1d2433] - Text colour.
 * @cssprop [--pk-accent=#2454c5] - The title's colour.
 * @csspart title - The title line.
 * @csspart hint - The hint line.
 */
export class PkPrompt extends LitElement {
  static override styles = [
    tokens,
    css`
      :host {
        display: block;
      }
      p {
        margin: 0;
      }
      [part='title'] {
        font-weight: 600;
        color: var(--_pk-accent);
      }
      [part='hint'] {
        font-size: 0.9em;
      }
    `,
  ];

  /** The prompt's title. */
  @property() heading = '';
  /** The prompt's hint. */
  @property() hint = '';

  override render() {
    return html`<p part="title">${this.heading}</p>
      <p part="hint">${this.hint}</p>`;
  }
}
