// <galaxies-how-to>: How to play, in full: the three rules, a solved example, a tutorial puzzle
// to try, and the keys. The board shows it in its How to play window; a site can put it on a
// page of its own. It keeps nothing and tells the page nothing.
import type { Puzzle } from '@galaxies/engine';
import { SpeakingElement, Speech } from '@galaxies/pencil-kit';
import { css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { answerPicture } from '../editor/answer-view.js';
import { gridStyles } from '../styles/grid-styles.js';
import { themeStyles } from '../styles/theme-styles.js';
import { HOW_TO_WORDS_SET } from '../words/how-to-words.js';

/** The example: a solved 5 × 5 whose middle galaxy spirals round its dot. */
const EXAMPLE: Puzzle = {
  w: 5,
  h: 5,
  dots: [
    [2, 1],
    [3, 3],
    [5, 5],
    [6, 8],
    [9, 7],
  ],
};
// prettier-ignore
const EXAMPLE_ANSWER = [0, 1, 1, 2, 2, 0, 1, 2, 2, 2, 1, 1, 2, 3, 3, 2, 2, 2, 3, 3, 2, 2, 4, 4, 4];

/**
 * How to play: the rules, a solved example, a tutorial puzzle and the keys.
 *
 * @csspart rules - The rules.
 * @csspart example - The solved example and its caption.
 * @csspart tutorial - The tutorial puzzle to try.
 * @csspart keys - The keys.
 */
export class GalaxiesHowTo extends SpeakingElement {
  private readonly speech = new Speech(this, HOW_TO_WORDS_SET);
  static override styles = [
    themeStyles,
    gridStyles,
    css`
      :host {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 1rem;
        max-width: 36rem;
        background: var(--_gx-paper);
      }
      h3 {
        margin: 0 0 0.4rem;
        font-size: 1.05rem;
      }
      p,
      ol,
      figure {
        margin: 0;
      }
      ol {
        padding-inline-start: 1.4rem;
        display: grid;
        gap: 0.25rem;
      }
      figure {
        display: grid;
        gap: 0.35rem;
        max-width: 12rem;
      }
      figcaption {
        font-size: 0.9rem;
      }
      dl {
        display: grid;
        grid-template-columns: minmax(0, 11rem) minmax(0, 1fr);
        gap: 0.35rem 0.75rem;
        margin: 0;
      }
      dt,
      dd {
        margin: 0;
      }
      kbd {
        font: inherit;
        font-weight: 600;
        padding: 0 0.3rem;
        border: 1px solid var(--_gx-line);
        border-radius: 4px;
      }
      [tabindex='-1']:focus {
        outline: none;
      }
    `,
  ];

  /** `light`, `dark`, or `auto` to follow the page's preference (the board passes its own). */
  @property({ reflect: true }) scheme: 'auto' | 'light' | 'dark' = 'auto';
  /** Which part to show first: `keys` brings the keys into view. */
  @property() section: 'rules' | 'keys' = 'rules';

  /** Brings the section asked for into view, and the keys' heading into focus. */
  async showSection(): Promise<void> {
    await this.updateComplete;
    if (this.section !== 'keys') return;
    const keys = this.renderRoot.querySelector<HTMLElement>('#gx-keys');
    keys?.scrollIntoView({ block: 'start' });
    keys?.focus();
  }

  override render() {
    const { words: HOW_TO_WORDS, keys: KEYS, rules: RULES } = this.speech.words;
    return html`<section part="rules" aria-labelledby="gx-rules">
        <h3 id="gx-rules">${HOW_TO_WORDS.rules}</h3>
        <p>${HOW_TO_WORDS.goal}</p>
        <ol>
          ${RULES.map((rule) => html`<li>${rule}</li>`)}
        </ol>
      </section>
      <figure part="example">
        ${answerPicture(EXAMPLE, EXAMPLE_ANSWER, [], 'gx-example', HOW_TO_WORDS.exampleLabel)}
        <figcaption>${HOW_TO_WORDS.exampleNote}</figcaption>
      </figure>
      <section part="tutorial" aria-labelledby="gx-try">
        <h3 id="gx-try">${HOW_TO_WORDS.tryIt}</h3>
        <galaxies-tutorial
          scheme=${this.scheme}
          exportparts="grid: tutorial-grid, step: tutorial-step"
        ></galaxies-tutorial>
      </section>
      <section part="keys" aria-labelledby="gx-keys">
        <h3 id="gx-keys" tabindex="-1">${HOW_TO_WORDS.keys}</h3>
        <dl>
          ${KEYS.map(
            ([key, does]) =>
              html`<dt><kbd>${key}</kbd></dt>
                <dd>${does}</dd>`,
          )}
        </dl>
      </section>`;
  }
}
