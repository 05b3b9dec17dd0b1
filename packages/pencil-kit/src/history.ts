// Undo and redo of a board's moves. Moves are the board's data; the board applies and inverts
// them, the history only keeps order. Restart is one more move (the board's clearing move), and
// a kept trial's moves become one (`squash`).

/** How a history reaches the board's moves. */
export interface MoveApplier<Move> {
  apply(move: Move): void;
  invert(move: Move): Move;
}

/** An undo/redo stack over a board's moves. */
export class History<Move> {
  private done: Move[] = [];
  private undone: Move[] = [];
  private listeners = new Set<() => void>();

  constructor(private readonly board: MoveApplier<Move>) {}

  get canUndo(): boolean {
    return this.done.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** How many moves are on the undo stack (a first move makes it 1). */
  get size(): number {
    return this.done.length;
  }

  /** Records a move the board has already applied; a new move drops what could be redone. */
  push(move: Move): void {
    this.done.push(move);
    this.undone = [];
    this.changed();
  }

  /** Undoes the last move; returns it, or null when there is none. */
  undo(): Move | null {
    const move = this.done.pop();
    if (move === undefined) return null;
    this.board.apply(this.board.invert(move));
    this.undone.push(move);
    this.changed();
    return move;
  }

  /** Redoes the last undone move; returns it, or null when there is none. */
  redo(): Move | null {
    const move = this.undone.pop();
    if (move === undefined) return null;
    this.board.apply(move);
    this.done.push(move);
    this.changed();
    return move;
  }

  /** Applies and records a move in one step (Restart's clearing move, for one). */
  perform(move: Move): void {
    this.board.apply(move);
    this.push(move);
  }

  /**
   * Squashes the moves done since `from` (what `size` was then) into the one move `merge` makes
   * of them, in order: one undo step where there were several. The marks stay as they are, and
   * so does what could be redone. Returns the move now on top, or null when none was done since.
   */
  squash(from: number, merge: (moves: Move[]) => Move): Move | null {
    const moves = this.done.splice(Math.max(0, from));
    if (!moves.length) return null;
    const move = merge(moves);
    this.done.push(move);
    this.changed();
    return move;
  }

  /** Forgets every move (a new puzzle, or a loaded save). */
  clear(): void {
    this.done = [];
    this.undone = [];
    this.changed();
  }

  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}

/** Which history action a key press asks for: Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z, Ctrl+Y. */
export function historyKey(e: KeyboardEvent): 'undo' | 'redo' | null {
  const mod = e.ctrlKey || e.metaKey;
  if (!mod || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && e.ctrlKey && !e.shiftKey) return 'redo';
  return null;
}
