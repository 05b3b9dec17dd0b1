// The grid's drawing, layer by layer: tints and the finish wash, paint over them, flags (patterned and
// outlined, with an icon, so they never rely on colour), lines, crosses, walls, frame, dots; a
// trial's crosses, walls and paint drawn apart in the trial style (dashed, the trial colour).
// Each layer is one or a few paths, so a move redraws a handful of elements on any size.
import { svg, nothing, type SVGTemplateResult } from 'lit';
import type { BoardGame } from '../game/board-game.js';
import type { Flag } from '../game/assists.js';
import {
  cellsCentre,
  cellsPath,
  crossesPath,
  dotPoint,
  linesPath,
  sideMiddle,
  sidesPath,
} from './grid-geometry.js';
import { splitTrial } from '../game/trial-marks.js';

/** Where the finish wash starts (the last wall's middle), or null when there is no wash. */
export type WashOrigin = { x: number; y: number } | null;

/** Milliseconds of wash delay per cell of distance from the last wall. */
const WASH_MS_PER_CELL = 70;
/** The wash's delays go in half-cell steps, as classes (no inline styles), up to this many. */
const WASH_STEPS = 128;

/** One class a wash step: `.w<k>` waits `k` half cells' worth. */
export const washDelays = Array.from(
  { length: WASH_STEPS + 1 },
  (_, k) => `.tints.wash .w${k} { animation-delay: ${(k * WASH_MS_PER_CELL) / 2}ms; }`,
).join('\n');

const ICONS: Record<Flag, string> = { lopsided: '!', empty: '∅', crowded: '+' };

function defs() {
  return svg`<defs>
    <pattern id="gx-hatch" patternUnits="userSpaceOnUse" width="0.25" height="0.25"
      patternTransform="rotate(45)">
      <line x1="0" y1="0" x2="0" y2="0.25" class="hatch"></line>
    </pattern>
    <pattern id="gx-dots" patternUnits="userSpaceOnUse" width="0.25" height="0.25">
      <circle cx="0.125" cy="0.125" r="0.04" class="speck"></circle>
    </pattern>
    <pattern id="gx-cross-hatch" patternUnits="userSpaceOnUse" width="0.25" height="0.25">
      <path d="M0 0L0.25 0.25M0.25 0L0 0.25" class="hatch"></path>
    </pattern>
  </defs>`;
}

const FILL: Record<Flag, string> = {
  lopsided: 'url(#gx-hatch)',
  empty: 'url(#gx-dots)',
  crowded: 'url(#gx-cross-hatch)',
};

function paintLayer(game: BoardGame) {
  const paint = game.drawn.c;
  if (!paint) return nothing;
  const w = game.cols;
  const byColour = new Map<number, number[]>();
  paint.forEach((colour, cell) => {
    if (colour) byColour.set(colour, [...(byColour.get(colour) ?? []), cell]);
  });
  return svg`<g class="paint ${game.solved ? 'faded' : ''}">${[...byColour].map(
    ([colour, cells]) => svg`<path class="p${colour}" d=${cellsPath(w, cells)}></path>`,
  )}</g>`;
}

function tintLayer(game: BoardGame, wash: WashOrigin) {
  const w = game.cols;
  return svg`<g class="tints ${wash ? 'wash' : ''}">${game.views.map((v) => {
    if (v.galaxy == null || !(v.tinted || game.solved) || !game.tints.length) return nothing;
    const tint = (game.tints[v.galaxy] ?? 0) + 1;
    let step = '';
    if (wash) {
      const c = cellsCentre(w, v.cells);
      const k = Math.round(Math.hypot(c.x - wash.x, c.y - wash.y) * 2);
      step = ` w${Math.min(WASH_STEPS, k)}`;
    }
    return svg`<path class="t${tint}${step}" d=${cellsPath(w, v.cells)}></path>`;
  })}</g>`;
}

function flagLayer(game: BoardGame) {
  const w = game.cols;
  return svg`<g class="flags">${game.views.map((v) => {
    if (!v.flag) return nothing;
    const first = v.cells[0] ?? 0;
    const x = (first % w) + 0.22;
    const y = Math.floor(first / w) + 0.22;
    return svg`<g class="flag ${v.flag}">
      <path class="area" fill=${FILL[v.flag]} d=${cellsPath(w, v.cells)}></path>
      <circle class="badge" cx=${x} cy=${y} r="0.17"></circle>
      <text class="icon" x=${x} y=${y}>${ICONS[v.flag]}</text>
    </g>`;
  })}</g>`;
}

/** Cells and dots to light up: a hint's first press, or a tutorial's step. */
export interface Glow {
  readonly cells: readonly number[];
  readonly dots: readonly number[];
  /** A wrong wall to show with them, in the flag colour. */
  readonly wrong?: readonly number[];
}

/** The glow a game shows on its own: its hint on show, if any. */
function glowOf(game: BoardGame): Glow | null {
  const h = game.hinted;
  if (!h) return null;
  return h.kind === 'mistake' ? { cells: h.cells, dots: h.dots, wrong: h.walls } : h;
}

// Lit cells (with their dots, in the dots layer); a wrong wall shows too.
function glowLayer(w: number, glow: Glow | null) {
  if (!glow) return nothing;
  return svg`<g class="hinted ${glow.wrong ? 'mistake' : ''}">
    <path class="hint-cells" d=${cellsPath(w, glow.cells)}></path>
    ${glow.wrong ? svg`<path class="hint-walls" d=${sidesPath(w, glow.wrong)}></path>` : nothing}
  </g>`;
}

/** What the grid draws besides the game: the finish, the cursor, a refused side, a glow. */
export interface Overlays {
  wash: WashOrigin;
  cursor: SVGTemplateResult | null;
  /** A side that just refused a wall, shown for a moment. */
  refused?: number | null;
  /** Cells and dots to light in place of the game's own hint. */
  glow?: Glow | null;
}

/** The grid's layers, inside the board's SVG (one unit a cell). */
export function gridLayers(game: BoardGame, o: Overlays): SVGTemplateResult {
  const wash = o.wash;
  const glow = o.glow ?? glowOf(game);
  const { w, h } = game.source.puzzle;
  const trial = splitTrial(game.drawn, game.kit?.trial.base ?? null);
  return svg`${defs()}
    <g aria-hidden="true">
      ${tintLayer(game, wash)} ${paintLayer(game)} ${game.cellTools?.claimLayer(game)}
      ${flagLayer(game)}
      <path class="line" d=${linesPath(w, h)}></path>
      <path class="trial-paint" d=${cellsPath(w, trial.paint)}></path>
      ${trial.crosses.map((x, k) => svg`<path class="cross ${k ? 'trial' : ''}" d=${crossesPath(w, x, 0.12)}></path>`)}
      <path class="given" d=${sidesPath(w, game.given)}></path>
      ${trial.walls.map((s, k) => svg`<path class="wall ${k ? 'trial' : ''}" d=${sidesPath(w, s)}></path>`)}
      ${glowLayer(w, glow)}
      ${o.refused == null ? nothing : svg`<path class="refused" d=${sidesPath(w, [o.refused])}></path>`}
      <rect class="frame" x="0" y="0" width=${w} height=${h}></rect>
      <g class="dots ${game.solved ? 'gold' : ''}">${game.source.puzzle.dots.map((dot, d) => {
        const { cx, cy } = dotPoint(dot);
        const lit = glow?.dots.includes(d) ?? false;
        // A lit dot gets a ring round it, clear of the disc, so it stands out on the lit cells.
        const ring = lit
          ? svg`<circle class="glow-ring" cx=${cx} cy=${cy} r="0.3"></circle>`
          : nothing;
        const marks = lit ? 'dot glow' : 'dot';
        return svg`${ring}<circle class=${marks} cx=${cx} cy=${cy} r="0.16"></circle>`;
      })}</g>
    </g>
    ${o.cursor}`;
}

/** The wash's origin: the middle of the last wall drawn, or the grid's centre. */
export function washOrigin(w: number, h: number, last: number | null): WashOrigin {
  return last == null ? { x: w / 2, y: h / 2 } : sideMiddle(w, last);
}
