// A trial (`kit.trial`): the moves a player makes from a point on, marked as a guess, then kept as
// one move or thrown away as one. The kit knows no marks: it keeps where the trial began (the
// history's size then) and the marks it began from (the board's `read()`), and the board tells
// its trial marks apart by comparing. The trial's moves are ordinary moves all along, so undo,
// saves and the board's solve check see them as any other.
import type { PkBoard, PkTrial } from './contract.js';
import type { History } from './history.js';

/** What a trial needs of the board: its marks, and how its moves invert and merge. */
export type TrialBoard<Move, Marks> = Pick<PkBoard<Move, Marks>, 'read' | 'invert' | 'merge'>;

/** The trial of one play session. */
export class Trial<Move, Marks> implements PkTrial<Marks> {
  /** The history's size when the trial began; -1 when not trying. */
  private since = -1;
  base: Marks | null = null;

  constructor(
    private readonly history: History<Move>,
    private readonly board: TrialBoard<Move, Marks>,
  ) {
    // Undoing past the trial's start moves the start back: those marks were made before it.
    history.subscribe(() => {
      if (this.on && history.size < this.since) this.begin();
    });
  }

  get on(): boolean {
    return this.since >= 0;
  }

  /** Starts trying from the marks as they are; a board that cannot merge moves has no trial. */
  start(): void {
    if (!this.on && this.board.merge) this.begin();
  }

  keep(): void {
    this.close();
  }

  discard(): void {
    const tried = this.close();
    if (tried) this.history.perform(this.board.invert(tried));
  }

  /** Ends the trial with nothing merged (Restart, a loaded game). */
  end(): void {
    this.since = -1;
    this.base = null;
  }

  private begin(): void {
    this.since = this.history.size;
    this.base = this.board.read();
  }

  // Ends the trial, its moves squashed into one undo step; returns that move, or null if none.
  private close(): Move | null {
    const { since, board } = this;
    this.end();
    if (since < 0 || !board.merge) return null;
    return this.history.squash(since, (moves) => board.merge!(moves));
  }
}
