// The play mode's look: the kit's frame around the grid and the tray. While the worker makes a
// large puzzle, a "Making the puzzle…" square holds the grid's place and the tray waits,
// disabled, so nothing moves when the puzzle arrives.
import type { MakeAsk } from './puzzle-source.js';
import { html, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { ref } from 'lit/directives/ref.js';
import type { BoardGame } from './board-game.js';
import type { SolvedDetail } from './events.js';
import { tray, type TrayProps } from './tray.js';

/** What the play view draws. */
export interface PlayProps {
  /** The game, or null while `making` is. */
  game: BoardGame | null;
  making: MakeAsk | null;
  /** The title before the grid's size: "Galaxies · Daily ". */
  heading: string;
  saves: 'on' | 'off';
  /** The grid's layers for the game. */
  grid(game: BoardGame): unknown;
  /** Lends the game's contract to the grid's wrapper, where the frame finds it. */
  plug(el?: Element): void;
  onSolved(e: CustomEvent<SolvedDetail>): void;
  tray: TrayProps;
}

/** The tray's state and actions for a game, or a disabled tray while there is none yet. */
export function trayOf(
  g: BoardGame | null,
  readonly: boolean,
  redraw: () => void,
  onHint: () => void,
): TrayProps {
  return {
    tool: g?.tool ?? 'lines',
    colour: g?.colour ?? 1,
    disabled: !g || g.solved || readonly,
    hints: g?.hints ?? 0,
    onTool: (tool) => {
      if (g) g.tool = tool;
      redraw();
    },
    onColour: (colour) => {
      if (g) g.colour = colour;
      redraw();
    },
    onHint,
  };
}

/** The grid, keyed by its game so the frame plugs each new game in afresh. */
function port(p: PlayProps, g: BoardGame): TemplateResult {
  const { w, h } = g.source.puzzle;
  return html`${keyed(
    g,
    html`<div class="port" ${ref(p.plug)}>
      <svg part="grid" viewBox="0 0 ${w} ${h}">${p.grid(g)}</svg>
    </div>`,
  )}`;
}

/** The polite "Making the puzzle…" square, the grid's own shape and size. */
function makingSquare(w: number, h: number): TemplateResult {
  return html`<div class="port">
    <div part="making" class="making" role="status" style="aspect-ratio: ${w} / ${h}">
      Making the puzzle…
    </div>
  </div>`;
}

/** The frame with the grid (or its place held) and the tray. */
export function playView(p: PlayProps): TemplateResult {
  const g = p.game;
  const { w, h } = g ? g.source.puzzle : { w: p.making!.size, h: p.making!.size };
  return html`<pk-frame
    part="frame"
    heading=${`${p.heading}${w}×${h}`}
    slug="galaxies"
    .saves=${p.saves}
    @pk-solved=${p.onSolved}
  >
    ${g ? port(p, g) : makingSquare(w, h)} ${tray(p.tray)}
  </pk-frame>`;
}
