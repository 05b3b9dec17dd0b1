// GridSurface on a board that aims at lattice points (cell centres, side middles, corners), with
// a hovering mouse, and bound in the template: its element's attributes and a new element.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { RecordingBoard } from '../test/recording-board.js';

let board: RecordingBoard;

beforeEach(async () => {
  board = new RecordingBoard();
  document.body.append(board);
  await board.updateComplete;
});
afterEach(() => board.remove());

const drag = (points: Array<[number, number]>, button?: 'left' | 'right') =>
  board.drag(points, button);

describe('GridSurface on lattice points', () => {
  it('taps the nearest centre, side middle or corner, kept off the frame', async () => {
    board.mode = 'point';
    await drag([[1.5, 0.5]]);
    await drag([[2.1, 1.9]]);
    await drag([[0.05, 0.1]]);
    expect(board.calls).toEqual([
      'primary point 1,3',
      'end',
      'primary point 4,4',
      'end',
      'primary point 1,1',
      'end',
    ]);
  });

  it('passes every point along a drag, and moves over points by key', async () => {
    board.mode = 'point';
    await drag([
      [0.5, 0.5],
      [2.5, 0.5],
    ]);
    expect(board.calls).toEqual([
      'primary point 1,1',
      'over point 1,2',
      'over point 1,3',
      'over point 1,4',
      'over point 1,5',
      'end',
    ]);
    board.calls = [];
    board.grid().focus();
    await userEvent.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}{Enter}{Backspace}');
    expect(board.surface.cursor).toEqual({ kind: 'point', y: 3, x: 2 });
    expect(board.calls).toEqual(['primary point 3,2', 'end', 'secondary point 3,2']);
    expect(board.grid().getAttribute('aria-label')).toBe(
      'Puzzle grid. Side between row 2, columns 1 and 2.',
    );
  });

  it('tells the board where a mouse hovers, and when it leaves', async () => {
    board.mode = 'point';
    board.hovers = true;
    const inside = board.at(1.5, 1.5);
    const next = board.at(1.6, 1.4); // the same centre
    const outside = board.at(7, 3);
    await commands.mouseScript([
      { type: 'move', ...inside },
      { type: 'move', ...next },
      { type: 'move', ...outside },
    ]);
    expect(board.calls).toEqual(['hover point 3,3', 'hover none']);
  });
});

describe('GridSurface and help', () => {
  it('hands "?" to a board that offers help, and leaves it alone for one that does not', async () => {
    board.grid().focus();
    let asked = 0;
    const seen: boolean[] = [];
    document.addEventListener('keydown', (e) => seen.push(e.defaultPrevented), { once: true });
    await userEvent.keyboard('?');
    expect(seen).toEqual([false]);
    (board.board as { help?: () => void }).help = () => asked++;
    await userEvent.keyboard('?');
    expect(asked).toBe(1);
  });
});

describe('GridSurface bound in the template', () => {
  it('carries role, tab stop, name and touch-action from the template, no inline style', () => {
    const grid = board.grid();
    expect(grid.getAttribute('role')).toBe('application');
    expect(grid.getAttribute('tabindex')).toBe('0');
    expect(grid.getAttribute('aria-label')).toBe('Puzzle grid. Row 1, column 1.');
    expect(getComputedStyle(grid).touchAction).toBe('none');
    expect(grid.hasAttribute('style')).toBe(false);
  });

  it('follows the grid element when the board renders a new one', async () => {
    const old = board.grid();
    board.generation += 1;
    await board.updateComplete;
    expect(board.grid()).not.toBe(old);
    await drag([[1.05, 0.5]]);
    expect(board.calls).toEqual(['primary side 0', 'end']);
    old.dispatchEvent(new PointerEvent('pointerdown', { isPrimary: true, button: 0 }));
    expect(board.calls).toEqual(['primary side 0', 'end']);
  });
});
