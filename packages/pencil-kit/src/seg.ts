// <pk-seg>: a segmented control (the house kit's seg()): one of a few options, a radio group
// with arrow keys, for a tools tray's modes (Lines | Paint) or any board's choices.
import { css, html, LitElement, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { arrowIndex, isRtl } from './arrow-keys.js';
import { kitEvent, type ChangeListener } from './events.js';
import { controls, iconStyles, tokens, toolLabels } from './theme.js';

/** One option: the value sent in `pk-change`, and the label shown (after an icon, if any). */
export interface SegOption {
  value: string;
  label: string;
  /** Shown before the label; where the row is narrow the label becomes its tooltip. */
  icon?: TemplateResult;
}

/** Detail of `<pk-seg>`'s `pk-change`. */
export interface SegChangeDetail {
  value: string;
}

/**
 * A segmented control: options side by side, exactly one selected. A `radiogroup` of `radio`
 * buttons; arrow keys move the selection (wrapping), Home and End jump to the ends. Left and
 * Right follow the order on screen: in a right-to-left context Right moves to the previous option.
 *
 * @fires {CustomEvent<SegChangeDetail>} pk-change - The player picked another option. `detail: { value }`. Bubbles, composed.
 * @cssprop [--pk-accent=#2454c5] - Selected option background.
 * @cssprop [--pk-accent-ink=#ffffff] - Selected option text.
 * @cssprop [--pk-ink=#1d2433] - Text colour.
 * @cssprop [--pk-paper=#ffffff] - Option background.
 * @cssprop [--pk-line=#5c667a] - Borders.
 * @cssprop [--pk-focus=#1a73e8] - Focus ring.
 * @csspart group - The radio group.
 * @csspart option - Each option button.
 * @csspart selected - The selected option (alongside `option`).
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class PkSeg extends LitElement {
  static override styles = [
    tokens,
    controls,
    iconStyles,
    toolLabels,
    css`
      :host {
        display: inline-block;
      }
      [part~='group'] {
        display: inline-flex;
        gap: 0;
      }
      button {
        border-radius: 0;
        margin-inline-start: -1px;
      }
      button:first-child {
        border-start-start-radius: var(--_pk-radius);
        border-end-start-radius: var(--_pk-radius);
        margin-inline-start: 0;
      }
      button:last-child {
        border-start-end-radius: var(--_pk-radius);
        border-end-end-radius: var(--_pk-radius);
      }
      button[aria-checked='true'] {
        background: var(--_pk-accent);
        color: var(--_pk-accent-ink);
        border-color: var(--_pk-accent);
      }
      button:focus-visible {
        position: relative;
        z-index: 1;
      }
    `,
  ];

  /** The options, in order. */
  @property({ attribute: false }) options: SegOption[] = [];
  /** The selected option's value (the first option when it matches none). */
  @property() value = '';
  /** The group's accessible name, e.g. "Tool". */
  @property() label = '';

  private get selectedIndex(): number {
    const i = this.options.findIndex((o) => o.value === this.value);
    return i < 0 ? 0 : i;
  }

  override render() {
    const selected = this.selectedIndex;
    return html`<div part="group" role="radiogroup" aria-label=${this.label} @keydown=${this.onKey}>
      ${this.options.map(
        (o, i) =>
          html`<button
            type="button"
            role="radio"
            part=${i === selected ? 'option selected' : 'option'}
            aria-checked=${i === selected ? 'true' : 'false'}
            tabindex=${i === selected ? 0 : -1}
            @click=${() => this.pick(i)}
          >
            ${o.icon ?? nothing}<span class=${o.icon ? 'tool-label' : ''}>${o.label}</span>
          </button>`,
      )}
    </div>`;
  }

  private onKey(e: KeyboardEvent): void {
    const i = arrowIndex(e, this.selectedIndex, this.options.length, {
      rtl: isRtl(this),
      vertical: true,
    });
    if (i == null) return;
    e.preventDefault();
    void this.pick(i, true);
  }

  private async pick(i: number, focus = false): Promise<void> {
    const option = this.options[i];
    if (!option) return;
    const changed = option.value !== this.options[this.selectedIndex]?.value || !this.value;
    this.value = option.value;
    if (changed)
      this.dispatchEvent(kitEvent<SegChangeDetail>('pk-change', { value: option.value }));
    if (focus) {
      await this.updateComplete;
      this.renderRoot.querySelectorAll('button')[i]?.focus();
    }
  }
}

// Gives `pk-change` listeners the detail's type (see ChangeListener).
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface PkSeg {
  addEventListener(
    type: 'pk-change',
    listener: ChangeListener<SegChangeDetail>,
    options?: boolean,
  ): void;
  addEventListener(...args: Parameters<HTMLElement['addEventListener']>): void;
}
