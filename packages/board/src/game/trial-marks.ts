// The trial's marks: the walls, crosses and paint drawn since Try was switched on, found by
// comparing the marks as drawn with those the kit's trial began from (`kit.trial.base`), so the
// grid draws them in the trial style. The marks themselves stay the ordinary saved ones. Pure.
import type { Save } from '@galaxies/engine';

/** Side ids split into the ordinary marks and the trial's. */
export type Sides = [ordinary: readonly number[], trial: readonly number[]];

/** The marks as drawn, each kind split into the ordinary ones and the trial's. */
export interface TrialSplit {
  walls: Sides;
  crosses: Sides;
  /** The cells painted in the trial (another colour than they had, or painted afresh). */
  paint: number[];
}

/** Ids in `now` that were already in `before`, and those that are new; all old with no `before`. */
function apart(now: readonly number[], before?: readonly number[]): Sides {
  if (!before) return [now, []];
  const was = new Set(before);
  return [now.filter((id) => was.has(id)), now.filter((id) => !was.has(id))];
}

/** Splits the marks as drawn against the trial's base; null (no trial) makes every mark ordinary. */
export function splitTrial(drawn: Save, base: Save | null): TrialSplit {
  const paint: number[] = [];
  drawn.c?.forEach((colour, cell) => {
    if (base && colour && colour !== (base.c?.[cell] ?? 0)) paint.push(cell);
  });
  return { walls: apart(drawn.w, base?.w), crosses: apart(drawn.x, base?.x), paint };
}
