// The stroke every board draws the same way: each target it reaches goes into a pending move
// that the board draws over its saved marks; release commits that move once, and cancelling
// (Escape, a second finger, pointercancel) drops it with nothing recorded.
import type { Stroke, Target } from './contract.js';

/** What a board does with its pending move, for `overlayStroke`. */
export interface Overlay {
  /** Adds a target the stroke reached to the pending move, and redraws. */
  step(target: Target): void;
  /** Clears the pending move from the drawing (the stroke ended, either way). */
  drop(): void;
  /** Plays the pending move: `kit.commit(move)`, then whatever follows a move. */
  commit(): void;
}

/** A stroke from `start` whose targets gather as an overlay until it ends. */
export function overlayStroke(start: Target, overlay: Overlay): Stroke {
  overlay.step(start);
  return {
    over: (target) => overlay.step(target),
    end: () => {
      overlay.drop();
      overlay.commit();
    },
    cancel: () => overlay.drop(),
  };
}
