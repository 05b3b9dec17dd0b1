// The board's look: the kit's frame (given the game as its board) around the grid and the tray.
// While the worker makes a large puzzle, a "Making the puzzle…" square holds the grid's place
// and the tray waits, disabled, so nothing moves when the puzzle arrives.
import { gridOf } from '@galaxies/engine';
import { iconOf, type GridSurface, type KitWords, type ZoomView } from '@galaxies/pencil-kit';
import { html, nothing, type TemplateResult } from 'lit';
import type { BoardGame } from '../game/board-game.js';
import { levelWords } from '../source/puzzle-id.js';
import type { MakeAsk } from '../source/puzzle-source.js';
import type { SolvedDetail } from '../events.js';
import { tray, type TrayProps } from './tray.js';
import type { BoardWords } from '../words/board-words.js';

/** What the play view draws. */
export interface PlayProps {
  /** The game, or null while `making` is. */
  game: BoardGame | null;
  making: MakeAsk | null;
  /** The kind of play, in words ("Daily"), or empty. */
  mode: string;
  saves: 'on' | 'off';
  /** The surface the grid binds, and the grid's accessible name before the cursor's place. */
  surface: GridSurface;
  /** Zoom and pan over the grid (its buttons join the frame's toolbar). */
  zoom: ZoomView;
  label: string;
  /** The grid's layers for the game. */
  grid(game: BoardGame): unknown;
  /** Opens How to play, from the header's button; null shows no button. */
  howTo: (() => void) | null;
  onSolved(e: CustomEvent<SolvedDetail>): void;
  tray: TrayProps;
  /** The words in the player's language. */
  words: BoardWords;
  /** The kit's words in the player's language (the zoom buttons' names). */
  kitWords: KitWords;
}

/** The tray's state and actions for a game, or a disabled tray while there is none yet. */
export function trayOf(
  g: BoardGame | null,
  readonly: boolean,
  redraw: () => void,
  onHint: () => void,
  words: BoardWords,
): TrayProps {
  return {
    words,
    tool: g?.tool ?? 'lines',
    disabled: !g || g.solved || readonly,
    solved: !!g?.solved,
    hints: g?.hints ?? 0,
    onTool: (tool) => {
      g?.useTool(tool);
      redraw();
    },
    onHint,
    toolRow:
      g && g.tool !== 'lines' ? g.cellTools?.toolRow(g, g.solved || readonly, redraw) : nothing,
    trying: !!g?.kit?.trial.on,
    onTrial: (action) => {
      const kit = g?.kit;
      if (!kit) return;
      kit.trial[action]();
      kit.say(words.trial.said[action]);
      redraw();
    },
  };
}

/**
 * A game's grid (the board's, the tutorial's), bound to the kit's surface in the template: one
 * tab stop, named for its cursor, its box exactly the cells.
 */
export function surfaceGrid(surface: GridSurface, name: string, g: BoardGame, layers: unknown) {
  const { w, h } = g.source.puzzle;
  return html`<svg
    part="grid"
    class="pk-surface"
    role="application"
    tabindex="0"
    aria-label=${surface.label(name)}
    viewBox="0 0 ${w} ${h}"
    ${surface.bind()}
  >
    ${layers}
  </svg>`;
}

function port(p: PlayProps, g: BoardGame): TemplateResult {
  return p.zoom.render(surfaceGrid(p.surface, p.label, g, p.grid(g)), g.cols, g.rows);
}

/** The polite "Making the puzzle…" square, the grid's own shape and size. */
function makingSquare(w: number, h: number, making: string): TemplateResult {
  return html`<div class="port">
    <div part="making" class="making" role="status">
      <svg viewBox="0 0 ${w} ${h}" aria-hidden="true"></svg>
      <span>${making}</span>
    </div>
  </div>`;
}

/** How to play's icon: a question mark in a circle, as path data on a 24 × 24 square. */
const HOW_TO_ICON =
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h0';

/** The kit's frame parts the board forwards, so a page styles them as the board's own. */
const FRAME_PARTS = [
  'frame: frame-box',
  'board: frame-board',
  'tray: frame-tray',
  'header',
  'title',
  'timer',
  'controls',
  'toolbar',
  'button',
  'settings',
  'settings-panel',
  'result',
  'result-card',
  'result-heading',
  'result-time',
  'result-hints',
  'result-about',
  'result-actions',
  'result-share',
  'result-close',
  'assists',
  'assists-list',
  'assists-switch',
  'assists-description',
  'prompt',
  'prompt-title',
  'prompt-hint',
  'status',
  'status-line',
].join(', ');

/** The frame with the grid (or its place held) and the tray. */
export function playView(p: PlayProps): TemplateResult {
  const g = p.game;
  const { w, h } = g ? g.source.puzzle : gridOf(p.making!.size)!;
  const { level, score } = levelWords(
    g ? g.source : { level: p.making!.difficulty, score: null },
    p.words,
  );
  return html`<pk-frame
    part="frame"
    exportparts=${FRAME_PARTS}
    heading=${p.words.heading(p.mode, w, h, level, score)}
    short-heading=${p.words.shortHeading(w, h, level, score)}
    slug="galaxies"
    .saves=${p.saves}
    .board=${g}
    .viewTools=${g ? p.zoom.tools(p.kitWords) : []}
    @pk-solved=${p.onSolved}
  >
    ${
      p.howTo
        ? html`<button
            slot="header"
            type="button"
            class="how-to-button"
            part="how-to"
            @click=${p.howTo}
          >
            ${iconOf(HOW_TO_ICON)}<span class="tool-label">${p.words.howTo.button}</span>
          </button>`
        : nothing
    }
    ${g ? port(p, g) : makingSquare(w, h, p.words.making)} ${tray(p.tray)}
    <slot name="result" slot="result"></slot>
  </pk-frame>`;
}
