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
