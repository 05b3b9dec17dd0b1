// What the solving ladder's techniques remember of one board between their runs: where mirror
// and single have read the board's log to, which dots reach and bridge must look at again, where
// supposition goes on from, how many suppositions are left, and the board they are tried on.
// The ladder owns it (one per board, `Candidates.ladder`); the board itself only marks a dot for
// reach and bridge as it drops it, since whether a drop can cut a cell off reads the board as it
// is at that moment. Nothing here is the board: a copy starts it afresh (`settled`).

export class LadderState<Board> {
  /** Where mirror and single have read the board's log up to (−1: not yet, sweep every cell). */
  mirrorAt = -1;
  singleAt = -1;
  /** Where supposition last found something (it goes on from there). */
  supposeAt = 0;
  /** Suppositions the ladder may still try on this board (a bound for the ablation). */
  trials = Infinity;
  /** The board suppositions are tried on, copied from this one for each (made on first use). */
  spare: Board | null = null;
  /** Dot → 1 when its candidates changed since reach, or bridge, last looked at it. */
  readonly reachDirty: Uint8Array;
  readonly bridgeDirty: Uint8Array;

  /**
   * For a board of `dots` dots: fresh (every dot to look at, every cell to sweep), or `settled`
   * (a copy of a board at a fixpoint: only what changes from here on).
   */
  constructor(dots: number, settled: boolean) {
    const marks = new Uint8Array(2 * dots);
    this.reachDirty = marks.subarray(0, dots);
    this.bridgeDirty = marks.subarray(dots);
    if (settled) this.settle();
    else marks.fill(1);
  }

  /** Starts again on a copy of a board at a fixpoint: nothing to look at until it changes. */
  settle(): void {
    this.reachDirty.fill(0);
    this.bridgeDirty.fill(0);
    this.mirrorAt = this.singleAt = 0;
  }
}
