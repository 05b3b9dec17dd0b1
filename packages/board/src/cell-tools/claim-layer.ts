// The claims' drawing, a layer of the grid: each claimed cell an inset square in its dot's tint
// (the dots' tints keep likely neighbours apart), a small pointer toward its dot where the tint
// alone could mislead (another dot of that tint as near), flagged claims hatched and outlined
// in the flag colour as the other flags are, and a dashed ring round the dot being claimed for.
// It styles itself with the grid's own classes and SVG attributes, so the bundle's first file
// carries nothing for it. One path a tint, one for the pointers, one for the flags.
import {
  claimFaults,
  claimsOf,
  shape,
  type ClaimFault,
  type Dot,
  type Save,
} from '@galaxies/engine';
import { nothing, svg, type SVGTemplateResult } from 'lit';
import type { CellGame } from '../game/game-host.js';
import { dotPoint } from '../view/grid-geometry.js';

/** How far a claim's square sits in from its cell's edges, in cells. */
const INSET = 0.14;

/** Cells as one path of squares set in from their edges. */
function insetPath(w: number, cells: Iterable<number>): string {
  const side = 1 - 2 * INSET;
  let d = '';
  for (const cell of cells) {
    d += `M${(cell % w) + INSET} ${Math.floor(cell / w) + INSET}h${side}v${side}h${-side}z`;
  }
  return d;
}

/** Squared distance from a cell's centre to a dot, in half cells. */
function reach(w: number, cell: number, [y, x]: Dot): number {
  const dy = 2 * Math.floor(cell / w) + 1 - y;
  const dx = 2 * (cell % w) + 1 - x;
  return dy * dy + dx * dx;
}

/**
 * The cells whose tint could mislead: another dot with the same tint is at least as near as the
 * cell's own (with no tints yet, any other dot).
 */
export function pointed(
  w: number,
  dots: readonly Dot[],
  tints: readonly number[],
  claims: readonly number[],
  cores: ArrayLike<number>,
): number[] {
  const out: number[] = [];
  claims.forEach((held, cell) => {
    const dot = held - 1;
    if (dot < 0 || cores[cell] === dot) return;
    const own = reach(w, cell, dots[dot]!);
    const tint = tints[dot];
    const misleads = dots.some(
      (other, d) => d !== dot && tints[d] === tint && reach(w, cell, other) <= own,
    );
    if (misleads) out.push(cell);
  });
  return out;
}

/** A pointer from each cell's centre toward its dot: a short line with a head, one path. */
function pointersPath(w: number, dots: readonly Dot[], claims: readonly number[], cells: number[]) {
  let d = '';
  const at = (v: number) => Math.round(v * 1000) / 1000;
  for (const cell of cells) {
    const x = (cell % w) + 0.5;
    const y = Math.floor(cell / w) + 0.5;
    const { cx, cy } = dotPoint(dots[claims[cell]! - 1]!);
    const len = Math.hypot(cx - x, cy - y);
    const [ux, uy] = [(cx - x) / len, (cy - y) / len];
    const [tx, ty] = [x + ux * 0.26, y + uy * 0.26];
    const head = (s: number) =>
      `${at(tx - ux * 0.12 + s * uy * 0.09)} ${at(ty - uy * 0.12 - s * ux * 0.09)}`;
    d += `M${at(x - ux * 0.2)} ${at(y - uy * 0.2)}L${at(tx)} ${at(ty)}M${head(1)}L${at(tx)} ${at(ty)}L${head(-1)}`;
  }
  return d;
}

/** The flagged claims of `marks`, by cell, while the claim flags' helper is on; else none. */
export function shownFaults(game: CellGame, marks: Save): Map<number, ClaimFault> {
  if (game.kit?.assists['claim-flags'] === false) return new Map();
  return claimFaults(game.source.puzzle, marks);
}

/** The claims as drawn now (a stroke in progress included), or nothing once solved. */
export function claimLayer(game: CellGame): SVGTemplateResult | typeof nothing {
  const { puzzle } = game.source;
  const marks = game.drawn;
  if (game.solved || !marks.k) return pickedRing(game);
  const { w, dots } = puzzle;
  const claims = claimsOf(puzzle, marks);
  const byTint = new Map<number, number[]>();
  claims.forEach((held, cell) => {
    if (!held) return;
    const tint = (game.tints[held - 1] ?? 0) + 1;
    const cells = byTint.get(tint);
    if (cells) cells.push(cell);
    else byTint.set(tint, [cell]);
  });
  const arrows = pointed(w, dots, game.tints, claims, shape(puzzle).coreOf);
  const flagged = [...shownFaults(game, marks).keys()];
  return svg`<g class="tints claims" fill-opacity="0.75">${[...byTint].map(
    ([tint, cells]) => svg`<path class="t${tint}" d=${insetPath(w, cells)}></path>`,
  )}</g>
    <path class="claim-pointers" d=${pointersPath(w, dots, claims, arrows)} fill="none"
      stroke="currentColor" stroke-width="0.06" stroke-linecap="round" stroke-linejoin="round"></path>
    ${
      flagged.length
        ? svg`<g class="flag claim-flags"><path class="area" fill="url(#gx-cross-hatch)"
            d=${insetPath(w, flagged)}></path></g>`
        : nothing
    }
    ${pickedRing(game)}`;
}

/** A dashed ring round the dot the claim tool claims for, while the tool is in hand. */
function pickedRing(game: CellGame) {
  const dot = game.source.puzzle.dots[game.picked];
  if (!dot || game.tool !== 'claim' || game.solved) return nothing;
  const { cx, cy } = dotPoint(dot);
  return svg`<circle class="glow-ring picked" cx=${cx} cy=${cy} r="0.32"
    stroke-dasharray="0.12 0.08"></circle>`;
}
