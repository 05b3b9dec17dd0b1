// <pk-assists>: one switch per helper a board offers, remembered per puzzle kind.
import { css, html, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { loadSwitches, storeSwitches, type Assist, type AssistSwitches } from './assists-store.js';
import { kitEvent, type ChangeListener } from './events.js';
import { controls, tokens } from './theme.js';
import { KIT_WORDS } from './words/kit-words.js';
import { SpeakingElement, Speech } from './locale.js';

/** Detail of `<pk-assists>`'s `pk-change`: every switch, not only the one flipped. */
export interface AssistsChangeDetail {
  switches: AssistSwitches;
}

/**
 * The helpers' switches (`role="switch"`), all on by default unless an assist says otherwise,
 * remembered per puzzle kind in localStorage under `uo:<slug>:assists`.
 *
 * @fires {CustomEvent<AssistsChangeDetail>} pk-change - The player flipped a switch. `detail: { switches }` with the full set.
 * @cssprop [--pk-accent=#2454c5] - A switch that is on.
 * @cssprop [--pk-ink=#1d2433] - Text colour.
 * @cssprop [--pk-line=#5c667a] - A switch that is off.
 * @cssprop [--pk-focus=#1a73e8] - Focus ring.
 * @csspart list - The list of switches.
 * @csspart switch - Each switch button.
 * @csspart description - Each helper's description.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class PkAssists extends SpeakingElement {
  static override styles = [
    tokens,
    controls,
    css`
      :host {
        display: block;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.25rem;
      }
      button {
        display: flex;
        align-items: center;
        gap: 0.6rem;
        width: 100%;
        border: none;
        background: none;
        padding: 0 0.25rem;
        text-align: start;
      }
      .track {
        flex: none;
        width: 2.25rem;
        height: 1.25rem;
        border-radius: 999px;
        border: 2px solid var(--_pk-line);
        position: relative;
        box-sizing: border-box;
      }
      .track::after {
        content: '';
        position: absolute;
        top: 2px;
        left: 2px;
        width: 0.8rem;
        height: 0.8rem;
        border-radius: 50%;
        background: var(--_pk-line);
        transition: transform 120ms;
      }
      [aria-checked='true'] .track {
        border-color: var(--_pk-accent);
        background: var(--_pk-accent);
      }
      [aria-checked='true'] .track::after {
        background: var(--_pk-paper);
        transform: translateX(1rem);
      }
      .description {
        margin: 0 0 0.4rem 3.1rem;
        font-size: 0.875em;
      }
      @media (prefers-reduced-motion: reduce) {
        .track::after {
          transition: none;
        }
      }
    `,
  ];

  /** The puzzle kind, for the storage key `uo:<slug>:assists`. */
  @property() slug = '';
  /** The helpers to show. */
  @property({ attribute: false }) assists: readonly Assist[] = [];
  /** The group's accessible name ("Helpers" in the element's language when not given). */
  @property() label = '';
  private readonly speech = new Speech(this, KIT_WORDS);
  /** Which helpers are on (read it, or listen for `pk-change`). */
  @state() switches: AssistSwitches = {};

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('slug') || changed.has('assists')) {
      this.switches = loadSwitches(this.slug, this.assists);
    }
  }

  override render() {
    return html`<div role="group" aria-label=${this.label || this.speech.words.labels.helpers}>
      <ul part="list">
        ${this.assists.map((a) => {
          const on = this.switches[a.id] ?? a.default ?? true;
          const described = a.description ? `pk-assist-${a.id}` : undefined;
          return html`<li>
            <button
              type="button"
              role="switch"
              part="switch"
              aria-checked=${on ? 'true' : 'false'}
              aria-describedby=${ifDefined(described)}
              @click=${() => this.flip(a.id)}
            >
              <span class="track" aria-hidden="true"></span><span>${a.label}</span>
            </button>
            ${
              a.description
                ? html`<p class="description" part="description" id=${described!}>
                    ${a.description}
                  </p>`
                : null
            }
          </li>`;
        })}
      </ul>
    </div>`;
  }

  private flip(id: string): void {
    const on = this.switches[id] ?? true;
    this.switches = { ...this.switches, [id]: !on };
    if (this.slug) storeSwitches(this.slug, this.switches);
    this.dispatchEvent(kitEvent<AssistsChangeDetail>('pk-change', { switches: this.switches }));
  }
}

// Gives `pk-change` listeners the detail's type (see ChangeListener).
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface PkAssists {
  addEventListener(
    type: 'pk-change',
    listener: ChangeListener<AssistsChangeDetail>,
    options?: boolean,
  ): void;
  addEventListener(...args: Parameters<HTMLElement['addEventListener']>): void;
}
