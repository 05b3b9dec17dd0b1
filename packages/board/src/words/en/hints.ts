// What the Hint button says, from the engine's reason data: first where to look (a question to
// consider), then why the wall goes where it is drawn. Cells and dots are named by where they
// are (places.ts), rows and columns from 1; no solver terms. Part of the words module
// (src/words/). Pure.
import type { Widen } from '@galaxies/pencil-kit';
import { joins, type Beside, type Dot, type HintReason, type HintStep } from '@galaxies/engine';
import { EVERY_WALL } from './play.js';
import { cellIn, dotAt } from './places.js';

/** A hint on show: a wall to draw or a wall to rub out. */
export type Shown = Exclude<HintStep, { kind: 'solved' }>;

function up(text: string): string {
  return text[0]!.toUpperCase() + text.slice(1);
}

/** The question the first press puts: what to consider about the reason's cell and dot. */
function question(w: number, dots: readonly Dot[], r: HintReason): string {
  const cell = cellIn(w, r.cell);
  if (r.code === 'cuts-a-galaxy') {
    return `Look again at your wall between ${cell} and ${cellIn(w, r.across)}.`;
  }
  const dot = dotAt(dots[r.dot]!);
  switch (r.code) {
    case 'twin-off-grid':
    case 'twin-taken':
      return `Turn ${cell} half way round ${dot}: where does it land?`;
    case 'twin-joins':
      return `Turn ${cell} half way round ${dot}: whose cell does it land on?`;
    case 'across-wall':
      return `Look at ${cell} and your wall beside it: could it belong to ${dot}?`;
    case 'cannot-reach':
      return `Could ${cell} reach ${dot} without crossing a wall or another galaxy?`;
    case 'supposition-fails':
      return `Suppose ${cell} belonged to ${dot}: could the galaxies around it still fit?`;
    case 'would-cut-off':
      return `How does ${cellIn(w, r.cut)} reach ${dot}? Look at ${cell}.`;
    default:
      return `Look at ${cell} and the cells beside it.`;
  }
}

/** The first press: where to look, and what the next press does (`then` when not the walls). */
export function hintLook(w: number, dots: readonly Dot[], h: Shown, then?: string): string {
  const next =
    then ??
    (h.kind === 'mistake'
      ? 'Press Hint again to see why.'
      : `Press Hint again to draw the ${h.walls.length === 1 ? 'wall' : 'walls'}.`);
  return `${question(w, dots, h.reason)} ${next}`;
}

/** Why the reason's cell is (or is not) the dot's. */
function why(w: number, dots: readonly Dot[], r: HintReason): string {
  switch (r.code) {
    case 'twin-off-grid':
      return 'turned half way round it, it would land off the grid';
    case 'twin-taken': {
      const owner = r.twinDot === null ? 'other dots' : dotAt(dots[r.twinDot]!);
      return `turned half way round it, it lands on ${cellIn(w, r.twin)}, which belongs to ${owner}`;
    }
    case 'twin-joins':
      return `turned half way round it, it lands on ${cellIn(w, r.twin)}, which belongs to it`;
    case 'across-wall':
      return `your wall parts it from ${cellIn(w, r.from)}, which belongs to that dot`;
    case 'cannot-reach':
      return 'it can’t reach that dot without crossing a wall or another galaxy';
    case 'supposition-fails':
      return 'if it did, the galaxies around it could no longer all fit';
    case 'would-cut-off':
      return `without it, ${cellIn(w, r.cut)} would be cut off from that dot`;
    default:
      return 'the answer has it so';
  }
}

/** Who is across the first wall, and so why the wall is there. */
function across(w: number, dots: readonly Dot[], joining: boolean, b: Beside): string {
  const them = cellIn(w, b.cell);
  if (b.dot === null) return `${up(them)} can’t share a dot with it, so a wall parts them.`;
  return joining
    ? `${up(them)} belongs to ${dotAt(dots[b.dot]!)}, so a wall parts them.`
    : `${up(them)} does, so a wall parts them.`;
}

/** The second press: why the walls just drawn (or the wall rubbed out) are so. */
export function hintWhy(w: number, dots: readonly Dot[], h: Shown): string {
  const r = h.reason;
  if (r.code === 'cuts-a-galaxy') {
    return `That wall cut through a galaxy: ${cellIn(w, r.cell)} and ${cellIn(w, r.across)} belong together. It is rubbed out.`;
  }
  const joining = joins(r);
  const cell = up(cellIn(w, r.cell));
  const dot = dotAt(dots[r.dot]!);
  const claim = joining ? `${cell} must belong to ${dot}` : `${cell} can’t belong to ${dot}`;
  const first = h.kind === 'wall' ? h.beside[0] : undefined;
  const more = h.walls.length > 1 ? ` ${h.walls.length} walls drawn.` : '';
  return `${claim}: ${why(w, dots, r)}.${first ? ` ${across(w, dots, joining, first)}` : ''}${more}`;
}

/** Hint's English, as one table. */
export const HINT_EN = { hintLook, hintWhy, everyWall: EVERY_WALL };

/** Hint's words in one language: the shape every language's table has. */
export type HintWords = Widen<typeof HINT_EN>;
