import { describe, expect, it } from 'vitest';
import { History, historyKey } from './history.js';

// A board whose marks are a set of numbers and whose moves toggle one.
function counterBoard() {
  const marks = new Set<number>();
  return {
    marks,
    apply: (m: { on: boolean; n: number }) => void (m.on ? marks.add(m.n) : marks.delete(m.n)),
    invert: (m: { on: boolean; n: number }) => ({ on: !m.on, n: m.n }),
  };
}

describe('History', () => {
  it('undoes and redoes through the board', () => {
    const board = counterBoard();
    const history = new History(board);
    board.apply({ on: true, n: 1 });
    history.push({ on: true, n: 1 });
    expect(history.canUndo).toBe(true);
    history.undo();
    expect([...board.marks]).toEqual([]);
    expect(history.canRedo).toBe(true);
    history.redo();
    expect([...board.marks]).toEqual([1]);
    expect(history.undo()).toEqual({ on: true, n: 1 });
    expect(history.undo()).toBeNull();
  });

  it('drops the redo stack on a new move and tells subscribers', () => {
    const history = new History(counterBoard());
    let calls = 0;
    history.subscribe(() => calls++);
    history.perform({ on: true, n: 1 });
    history.undo();
    history.perform({ on: true, n: 2 });
    expect(history.canRedo).toBe(false);
    expect(calls).toBe(3);
  });
});

describe('History.squash', () => {
  // Moves as lists of numbers added; merging joins the lists in order.
  function listBoard() {
    const marks: number[] = [];
    return {
      marks,
      apply: (m: number[]) => void marks.push(...m),
      invert: (m: number[]) => m.map((n) => -n),
    };
  }
  const join = (moves: number[][]) => moves.flat();

  it('makes the moves since an index one undo step, with the marks as they were', () => {
    const board = listBoard();
    const history = new History(board);
    for (const n of [1, 2, 3, 4]) history.perform([n]);
    let calls = 0;
    history.subscribe(() => calls++);
    expect(history.squash(1, join)).toEqual([2, 3, 4]);
    expect([history.size, calls, board.marks]).toEqual([2, 1, [1, 2, 3, 4]]);
    expect(history.undo()).toEqual([2, 3, 4]);
    expect(history.size).toBe(1);
    expect(board.marks).toEqual([1, 2, 3, 4, -2, -3, -4]);
  });

  it('returns null and leaves the history be when nothing was done since', () => {
    const history = new History(listBoard());
    history.perform([1]);
    let calls = 0;
    history.subscribe(() => calls++);
    expect(history.squash(1, join)).toBeNull();
    expect([history.size, calls]).toEqual([1, 0]);
  });
});

describe('historyKey', () => {
  const key = (init: KeyboardEventInit) => historyKey(init as KeyboardEvent);
  it('reads Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y', () => {
    expect(key({ key: 'z', ctrlKey: true })).toBe('undo');
    expect(key({ key: 'z', metaKey: true })).toBe('undo');
    expect(key({ key: 'Z', ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key({ key: 'y', ctrlKey: true })).toBe('redo');
    expect(key({ key: 'z' })).toBeNull();
    expect(key({ key: 'y', metaKey: true })).toBeNull();
  });
});
