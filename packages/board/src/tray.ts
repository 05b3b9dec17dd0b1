// The tools tray under the board: `Lines | Paint` (the kit's pk-seg), the eight paints and the
// rubber (shown only in Paint, keeping their space when hidden), Hint and the hints used.
import { css, html, nothing, unsafeCSS } from 'lit';
import type { SegOption } from '@galaxies/pencil-kit';
import type { Tool } from './game-host.js';
import { TRAY } from './words/board.js';
import { hintsUsed, PAINT_NAMES } from './words/play.js';

const TOOLS: SegOption[] = [
  { value: 'lines', label: TRAY.lines },
  { value: 'paint', label: TRAY.paint },
];

/** What the tray shows and whom it tells. */
export interface TrayProps {
  tool: Tool;
  colour: number;
  disabled: boolean;
  /** Hints used so far: shown beside Hint once there is one. */
  hints: number;
  onTool(tool: Tool): void;
  onColour(colour: number): void;
  onHint(): void;
}

function capital(text: string): string {
  return text[0]!.toUpperCase() + text.slice(1);
}

/** The tray, slotted into the frame's tray. */
export function tray(p: TrayProps) {
  const painting = p.tool === 'paint';
  return html`<div slot="tray" class="tray" part="tray">
    <pk-seg
      part="tools"
      exportparts="group: tools-group, option: tools-option, selected: tools-selected"
      label=${TRAY.tools}
      .options=${TOOLS}
      .value=${p.tool}
      @change=${(e: CustomEvent<{ value: string }>) => p.onTool(e.detail.value as Tool)}
    ></pk-seg>
    <div
      class="paints ${painting ? '' : 'hidden'}"
      part="paints"
      role="group"
      aria-label=${TRAY.paints}
      ?inert=${!painting}
    >
      ${PAINT_NAMES.map(
        (name, i) =>
          html`<button
            type="button"
            class="swatch"
            part="swatch"
            aria-label=${capital(name)}
            aria-pressed=${p.colour === i + 1 ? 'true' : 'false'}
            @click=${() => p.onColour(i + 1)}
          >
            <span class="chip p${i + 1}"></span>
          </button>`,
      )}
      <button
        type="button"
        class="swatch"
        part="swatch"
        aria-label=${TRAY.rubber}
        aria-pressed=${p.colour === 0 ? 'true' : 'false'}
        @click=${() => p.onColour(0)}
      >
        <span class="chip rubber"></span>
      </button>
    </div>
    <button
      type="button"
      class="hint"
      part="hint"
      aria-describedby=${p.hints ? 'hints-used' : nothing}
      ?disabled=${p.disabled}
      @click=${p.onHint}
    >
      ${TRAY.hint}
    </button>
    ${
      p.hints
        ? html`<span id="hints-used" class="hints-used" part="hints-used"
            >${hintsUsed(p.hints)}</span
          >`
        : nothing
    }
  </div>`;
}

const chipColours = unsafeCSS(
  PAINT_NAMES.map((_, i) => `.chip.p${i + 1} { background: var(--_gx-paint-${i + 1}); }`).join(
    '\n',
  ),
);

export const trayStyles = css`
  .tray {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }
  .hints-used {
    color: var(--_gx-ink);
    font-size: 0.9em;
  }
  .paints {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
  }
  /* Hidden paints keep their space, so switching tools never moves the board. */
  .paints.hidden {
    visibility: hidden;
  }
  .tray button,
  .how-to-button {
    min-width: 44px;
    min-height: 44px;
    border: 1px solid var(--_gx-line);
    border-radius: 8px;
    background: var(--_gx-paper);
    color: var(--_gx-ink);
    font: inherit;
    cursor: pointer;
  }
  .tray button:focus-visible,
  .how-to-button:focus-visible {
    outline: 3px solid var(--_gx-focus);
    outline-offset: 2px;
  }
  .tray button:disabled {
    opacity: 0.55;
    cursor: default;
  }
  .swatch {
    display: grid;
    place-items: center;
    padding: 0;
  }
  .swatch[aria-pressed='true'] {
    border: 3px solid var(--_gx-ink);
  }
  .chip {
    width: 1.4rem;
    height: 1.4rem;
    border-radius: 50%;
    border: 1px solid var(--_gx-line);
  }
  ${chipColours}
  .chip.rubber {
    border-radius: 3px;
    background: repeating-linear-gradient(45deg, var(--_gx-paper) 0 3px, var(--_gx-line) 3px 4px);
  }
`;
