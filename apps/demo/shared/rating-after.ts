// A solver's rating after a rated solve, as the referee's answer gives it: one shape for the
// site's rating against par (wire.ts) and the rating on players' puzzles (community.ts).

/** The change and the rating it made, and whether the player is still provisional. */
export interface RatingAfter {
  change: number;
  display: string;
  rating: number;
  rd: number;
  provisional: boolean;
}
