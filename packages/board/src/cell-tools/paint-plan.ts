// Paint's moves: a stroke of paint, and clearing a painted cell. Pure: marks in, moves out.
import type { Change, Move, Save } from '@galaxies/engine';
import type { StrokePlan } from '../game/moves.js';

/**
 * A stroke of paint from `start` with `colour` (1–8; 0 is the rubber). It paints every cell
 * crossed, or rubs the colour off when it began on a cell of that colour (the rubber rubs any).
 */
export function paintStroke(cells: number, save: Save, start: number, colour: number): StrokePlan {
  const paint = save.c ? [...save.c] : new Array<number>(cells).fill(0);
  const rub = colour === 0 || paint[start] === colour;
  const c: Change[] = [];
  return {
    step(cell) {
      const from = paint[cell];
      if (from === undefined) return null;
      const hit = rub ? from !== 0 && (colour === 0 || from === colour) : from !== colour;
      if (!hit) return null;
      const to = rub ? 0 : colour;
      paint[cell] = to;
      const change: Change = [cell, from, to];
      c.push(change);
      return { c: [change] };
    },
    get move() {
      return { c };
    },
  };
}

/** Clears a painted cell (press-and-hold or right-click in Paint); null when it has no paint. */
export function clearPaintMove(save: Save, cell: number): Move | null {
  const from = save.c?.[cell] ?? 0;
  return from ? { c: [[cell, from, 0]] } : null;
}
