// The three helpers: which regions are tinted and which flagged, read from the engine's
// standing (the walls), never from the answer. Pure: standing and switches in, views out (the
// status line that says them is words/game-said.ts's).
import type { Standing } from '@galaxies/engine';
import type { Assist, AssistSwitches } from '@galaxies/pencil-kit';

/** A flag's kind: shaped as well as coloured when drawn. */
export type Flag = 'lopsided' | 'empty' | 'crowded';

/** How one region is drawn. */
export interface RegionView {
  cells: readonly number[];
  /** The galaxy's dot when the region is a finished galaxy, else null. */
  galaxy: number | null;
  /** Tinted with its dot's tint (the tints helper is on and it is a galaxy). */
  tinted: boolean;
  flag: Flag | null;
  /** How many dots it holds (for the crowded flag's words). */
  dots: number;
}

/** The assist list with the defaults an `assists` attribute names (all on when it is empty). */
export function assistsWith(
  on: string | null | undefined,
  list: readonly Assist[],
): readonly Assist[] {
  const names = (on ?? '').split(/[\s,]+/).filter(Boolean);
  if (!names.length) return list;
  return list.map((a) => ({ ...a, default: names.includes(a.id) }));
}

/**
 * Each region's view. A lopsided region and an empty one are flagged at once; a crowded one only
 * when it is the last region that is not a galaxy and the closed galaxies are at least as many
 * as the dots it holds. Without that second test, closing a first galaxy in a corner would flag
 * the whole rest of the board, which is only work not yet done.
 */
export function regionViews(st: Standing, switches: AssistSwitches): RegionView[] {
  const open = st.regions.filter((r) => !r.galaxy).length;
  const late = (dots: number) => open === 1 && st.closed >= dots;
  return st.regions.map((r): RegionView => {
    let flag: Flag | null = null;
    if (r.wrong === 'lopsided' && switches['lopsided'] !== false) flag = 'lopsided';
    if (r.wrong === 'no-dot' && switches['crowded'] !== false) flag = 'empty';
    if (r.wrong === 'several-dots' && late(r.dots.length) && switches['crowded'] !== false)
      flag = 'crowded';
    return {
      cells: r.cells,
      galaxy: r.galaxy ? (r.dots[0] ?? null) : null,
      tinted: r.galaxy && switches['tints'] !== false,
      flag,
      dots: r.dots.length,
    };
  });
}
