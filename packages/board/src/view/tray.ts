// The board's tools in the frame's controls row: Hint (with the hints used as a badge), Try (the
// trial's switch, with Keep and Discard while trying) and `Lines | Paint | Claim` (the kit's
// pk-seg); the tool in hand's own row below (the paints, the claims' command: the cell tools'
// code, cell-tools/), so nothing above it moves and no space is kept in Lines.
import { css, html, nothing, unsafeCSS } from 'lit';
import { iconOf, type SegOption } from '@galaxies/pencil-kit';
import type { Tool } from '../game/game-host.js';
import type { BoardWords } from '../words/board-words.js';
import { PAINT_NAMES } from '../words/en/play.js';
import { focusRing } from '../styles/control-styles.js';

/** The board's icons, as path data on a 24 × 24 square (the kit draws them). */
const ICONS = {
  lines: 'M5 4v15h15',
  paint: 'M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z',
  claim: 'M5 19l9-9M9 10h5v5M20 6a2 2 0 1 1-4 0 2 2 0 0 1 4 0',
  hint: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  try: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 2 3h10a2 2 0 0 0 2-3l-5-9V3M7 15h10',
  keep: 'm5 12 5 5 9-10',
  discard: 'M6 6l12 12M18 6 6 18',
};

const tools = new WeakMap<BoardWords, SegOption[]>();

/** The two tools in the player's words (one list a language, so the control keeps its state). */
function toolsIn(words: BoardWords): SegOption[] {
  let list = tools.get(words);
  if (!list) {
    list = [
      { value: 'lines', label: words.tray.lines, icon: iconOf(ICONS.lines) },
      { value: 'paint', label: words.tray.paint, icon: iconOf(ICONS.paint) },
      { value: 'claim', label: words.tray.claim, icon: iconOf(ICONS.claim) },
    ];
    tools.set(words, list);
  }
  return list;
}

/** What the trial's buttons ask of the kit's trial (`kit.trial`). */
export type TrialAction = 'start' | 'keep' | 'discard';

/** What the tray shows and whom it tells. */
export interface TrayProps {
  tool: Tool;
  disabled: boolean;
  /** Solved: Hint steps aside (the frame's Share takes its place in the row). */
  solved: boolean;
  /** Hints used so far: shown beside Hint once there is one. */
  hints: number;
  onTool(tool: Tool): void;
  /** The row of the tool in hand below the rest (Paint's paints, Claim's command), if any. */
  toolRow: unknown;
  onHint(): void;
  /** True while trying: Try is pressed, Keep and Discard show. */
  trying: boolean;
  onTrial(action: TrialAction): void;
  /** The words in the player's language. */
  words: BoardWords;
}

/** Hint, with the hints used as a badge (and, for screen readers, in words). */
function hintButton(p: TrayProps) {
  return html`<button
      type="button"
      class="hint"
      part="hint"
      aria-describedby=${p.hints ? 'hints-used' : nothing}
      ?disabled=${p.disabled}
      @click=${p.onHint}
    >
      ${iconOf(ICONS.hint)}<span class="tool-label">${p.words.tray.hint}</span>
      ${p.hints ? html`<span class="badge" aria-hidden="true">${p.hints}</span>` : nothing}
    </button>
    ${
      p.hints
        ? html`<span id="hints-used" class="vh" part="hints-used"
            >${p.words.hintsUsed(p.hints)}</span
          >`
        : nothing
    }`;
}

/** Try, a switch (pressed again, it keeps the trial); while trying, Keep and Discard beside it. */
function trialButtons(p: TrayProps) {
  const button = (part: 'try' | 'keep' | 'discard', action: TrialAction, pressed?: boolean) =>
    html`<button
      type="button"
      class="trial"
      part=${part}
      aria-pressed=${pressed == null ? nothing : String(pressed)}
      ?disabled=${p.disabled}
      @click=${() => p.onTrial(action)}
    >
      ${iconOf(ICONS[part])}<span class="tool-label">${p.words.trial[part]}</span>
    </button>`;
  const trying = p.trying;
  return html`${button('try', trying ? 'keep' : 'start', trying)}
  ${trying ? html`${button('keep', 'keep')} ${button('discard', 'discard')}` : nothing}`;
}

/** The tray, slotted into the frame's controls row. */
export function tray(p: TrayProps) {
  const { tray: TRAY } = p.words;
  return html`<div slot="tray" class="tray" part="tray">
    ${p.solved ? nothing : html`${hintButton(p)}${trialButtons(p)}`}
    <pk-seg
      part="tools"
      exportparts="group: tools-group, option: tools-option, selected: tools-selected"
      label=${TRAY.tools}
      .options=${toolsIn(p.words)}
      .value=${p.tool}
      @pk-change=${(e: CustomEvent<{ value: string }>) => p.onTool(e.detail.value as Tool)}
    ></pk-seg>
    ${p.toolRow}
  </div>`;
}

const chipColours = unsafeCSS(
  PAINT_NAMES.map((_, i) => `.chip.p${i + 1} { background: var(--_gx-paint-${i + 1}); }`).join(
    '\n',
  ),
);

export const trayStyles = css`
  /* Its children join the frame's controls row. */
  .tray {
    display: contents;
  }
  /* A tool's own row (the paints, the claims' command), below the rest. */
  .tool-row {
    order: 2;
    flex-basis: 100%;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
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
    ${focusRing}
  }
  .tray button:disabled {
    opacity: 0.55;
    cursor: default;
  }
  .hint {
    position: relative;
  }
  .trial {
    padding: 0 0.75rem;
  }
  /* Try, pressed: filled, in a dashed border of the trial's colour, as its walls are drawn. */
  .trial[aria-pressed='true'] {
    border: 2px dashed var(--_gx-trial);
    background: var(--_gx-accent);
    color: var(--_gx-accent-ink);
  }
  .badge {
    position: absolute;
    top: -0.45rem;
    right: -0.45rem;
    min-width: 1.2rem;
    padding: 0 0.25rem;
    border-radius: 999px;
    background: var(--_gx-accent);
    color: var(--_gx-accent-ink);
    font-size: 0.75rem;
    font-weight: 700;
    line-height: 1.2rem;
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
