// Progress: how many cells lie in finished galaxies, read from the engine's standing (the regions
// it calls galaxies, as the status line and the tints do), so a page can show how far a player is
// without learning the walls or the answer.
import type { Standing } from '@galaxies/engine';

/** The cells lying in finished galaxies: every cell once the marks solve the puzzle. */
export function settledCells(st: Standing): number {
  if (st.answer) return st.answer.length;
  let settled = 0;
  for (const region of st.regions) if (region.galaxy) settled += region.cells.length;
  return settled;
}
