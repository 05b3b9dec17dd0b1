// <pk-result>: the result panel a frame shows over its board once solved: the time, the hints,
// a line about the puzzle, the host's own lines (its slot), then Share first and a way back to
// the grid.
import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { formatTime } from './format-time.js';
import { kitIcon } from './icons.js';
import { controls, iconStyles, tokens, visuallyHidden } from './theme.js';
import { KIT_WORDS } from './words/kit-words.js';
import { SpeakingElement, Speech } from './locale.js';

/**
 * The result of a solved game, as a card over its board (the frame lays it there).
 *
 * @fires share - The player pressed Share (not bubbling: for the frame that shows it).
 * @fires close - The player pressed See the grid (not bubbling).
 * @slot - The host's own lines (a rank, a rating change).
 * @csspart card - The card.
 * @csspart heading - "Solved!".
 * @csspart time - The time.
 * @csspart hints - "No hints", "2 hints used".
 * @csspart about - The board's line about the puzzle.
 * @csspart actions - Share and See the grid.
 * @csspart share - The Share button.
 * @csspart close - The See the grid button.
 */
export class PkResult extends SpeakingElement {
  static override styles = [
    tokens,
    controls,
    iconStyles,
    visuallyHidden,
    css`
      :host {
        position: absolute;
        inset: 0;
        z-index: 3;
        display: grid;
        place-items: center;
        padding: 0.5rem;
        overflow: auto;
        background: color-mix(in srgb, var(--_pk-paper) 35%, transparent);
        animation: pk-result-in 450ms ease 650ms both;
      }
      [part~='card'] {
        display: grid;
        justify-items: center;
        gap: 0.35rem;
        width: min(100%, 22rem);
        box-sizing: border-box;
        padding: 1rem 1.25rem 1.25rem;
        border: 2px solid var(--_pk-solved);
        border-radius: calc(var(--_pk-radius) * 1.5);
        background: var(--_pk-paper);
        box-shadow: 0 10px 30px rgb(0 0 0 / 22%);
        text-align: center;
      }
      h3 {
        margin: 0;
        font-size: 1.3rem;
        color: var(--_pk-solved);
      }
      p {
        margin: 0;
      }
      [part~='time'] {
        font-size: 2.2rem;
        font-weight: 700;
        font-variant-numeric: tabular-nums;
        line-height: 1.1;
      }
      [part~='about'] {
        font-size: 0.9rem;
      }
      .host {
        display: grid;
        gap: 0.25rem;
        font-size: 0.95rem;
      }
      [part~='actions'] {
        display: flex;
        flex-wrap: wrap;
        justify-content: center;
        gap: 0.5rem;
        margin-top: 0.5rem;
      }
      [part~='share'] {
        background: var(--_pk-accent);
        border-color: var(--_pk-accent);
        color: var(--_pk-accent-ink);
        font-weight: 600;
      }
      @keyframes pk-result-in {
        from {
          opacity: 0;
          transform: translateY(0.75rem);
        }
        to {
          opacity: 1;
          transform: none;
        }
      }
      @media (prefers-reduced-motion: reduce) {
        :host {
          animation: none;
        }
      }
    `,
  ];

  /** The playing time in seconds. */
  @property({ type: Number }) seconds = 0;
  /** Hints used, when the board counts them (0 earns "No hints"). */
  @property({ attribute: false }) hints: number | undefined = undefined;
  /** A short line about the puzzle, from the board. */
  @property() about = '';

  /** Puts focus on Share (the frame does when focus was in the game). */
  focusShare(): void {
    this.renderRoot.querySelector<HTMLElement>('[part~="share"]')?.focus();
  }

  private readonly speech = new Speech(this, KIT_WORDS);

  override render() {
    const words = this.speech.words;
    const RESULT = words.result;
    const hints = words.hintsLine(this.hints);
    return html`<section part="card" aria-labelledby="heading">
      <h3 part="heading" id="heading">${RESULT.heading}</h3>
      <p part="time"><span class="vh">${RESULT.time} </span>${formatTime(this.seconds)}</p>
      ${hints ? html`<p part="hints">${hints}</p>` : nothing}
      ${this.about ? html`<p part="about">${this.about}</p>` : nothing}
      <div class="host"><slot></slot></div>
      <div part="actions">
        <button type="button" part="share" @click=${() => this.fire('share')}>
          ${kitIcon('share')}<span>${RESULT.share}</span>
        </button>
        <button type="button" part="close" @click=${() => this.fire('close')}>
          ${RESULT.close}
        </button>
      </div>
    </section>`;
  }

  private fire(type: 'share' | 'close'): void {
    this.dispatchEvent(new Event(type));
  }
}
