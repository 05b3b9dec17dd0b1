// <galaxies-how-to-dialog>: the board's How to play window, a modal <dialog> holding
// <galaxies-how-to>. Focus is trapped inside while it is open (the page behind is inert), Escape
// or Close closes it, and focus goes back where it came from. It tells only the board that holds
// it when it opens and closes (plain events that neither bubble nor leave the board), so the
// board's clock can wait; the page hears nothing.
import { SpeakingElement, Speech } from '@galaxies/pencil-kit';
import { css, html } from 'lit';
import { property } from 'lit/decorators.js';
import { controlStyles } from '../styles/control-styles.js';
import { themeStyles } from '../styles/theme-styles.js';
import type { GalaxiesHowTo } from './galaxies-how-to.js';
import { BOARD_WORDS } from '../words/board-words.js';

/** The element that has focus, through shadow roots. */
function focused(): HTMLElement | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el as HTMLElement | null;
}

/**
 * How to play, as a modal window.
 *
 * @csspart dialog - The window.
 * @csspart close - Its Close button.
 */
export class GalaxiesHowToDialog extends SpeakingElement {
  private readonly speech = new Speech(this, BOARD_WORDS);
  static override styles = [
    themeStyles,
    controlStyles,
    css`
      dialog {
        box-sizing: border-box;
        width: min(38rem, calc(100vw - 2rem));
        max-height: calc(100dvh - 2rem);
        padding: 1rem;
        overflow: auto;
        border: 2px solid var(--_gx-line);
        border-radius: 12px;
        background: var(--_gx-paper);
        color: var(--_gx-ink);
        font: inherit;
      }
      dialog::backdrop {
        background: rgb(0 0 0 / 0.45);
      }
      .head {
        display: flex;
        justify-content: space-between;
        align-items: center;
        gap: 1rem;
        margin-bottom: 0.75rem;
      }
      h2 {
        margin: 0;
        font-size: 1.25rem;
      }
    `,
  ];

  /** `light`, `dark`, or `auto` to follow the page's preference (the board passes its own). */
  @property({ reflect: true }) scheme: 'auto' | 'light' | 'dark' = 'auto';
  /** Which part to show: `keys` brings the keys into view. */
  @property() section: 'rules' | 'keys' = 'rules';
  /** The <dialog> it draws (there once it has rendered). */
  private get dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }
  private opener: HTMLElement | null = null;

  /** True while the window is open. */
  get open(): boolean {
    return this.dialog?.open ?? false;
  }

  /** Opens the window at a section, remembering what had focus. */
  async show(section: 'rules' | 'keys' = 'rules'): Promise<void> {
    this.section = section;
    await this.updateComplete;
    const dialog = this.dialog!;
    if (dialog.open) {
      await this.renderRoot.querySelector<GalaxiesHowTo>('galaxies-how-to')?.showSection();
      return;
    }
    this.opener = focused();
    dialog.showModal();
    this.dispatchEvent(new Event('how-to-open'));
    await this.renderRoot.querySelector<GalaxiesHowTo>('galaxies-how-to')?.showSection();
  }

  /** Closes the window (as Escape and its Close button do). */
  close(): void {
    this.dialog?.close();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.close();
  }

  private readonly onClose = () => {
    this.dispatchEvent(new Event('how-to-close'));
    this.opener?.focus();
    this.opener = null;
  };

  override render() {
    const HOW_TO = this.speech.words.howTo;
    return html`<dialog part="dialog" aria-labelledby="title" @close=${this.onClose}>
      <div class="head">
        <h2 id="title">${HOW_TO.title}</h2>
        <button type="button" part="close" @click=${() => this.close()}>${HOW_TO.close}</button>
      </div>
      <galaxies-how-to
        scheme=${this.scheme}
        exportparts="rules, example, tutorial, keys, tutorial-grid, tutorial-step"
        .section=${this.section}
      ></galaxies-how-to>
    </dialog>`;
  }
}
