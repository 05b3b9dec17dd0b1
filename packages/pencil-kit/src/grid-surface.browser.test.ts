import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { RecordingBoard } from '../test/recording-board.js';
import '../stories/demo-board.js';

let board: RecordingBoard;

beforeEach(async () => {
  board = new RecordingBoard();
  document.body.append(board);
  await board.updateComplete;
});
afterEach(() => board.remove());

const drag = (points: Array<[number, number]>, button?: 'left' | 'right') =>
  board.drag(points, button);

describe('GridSurface maps points', () => {
  it('finds cells and traces sides from client coordinates', () => {
    const p = board.at(1.5, 2.5);
    expect(board.surface.cellAt(p.x, p.y)).toBe(11);
    const q = board.at(2.05, 0.5);
    expect(board.surface.trace(q.x, q.y, false)).toBe(2 * 1);
    const middle = board.at(2.5, 0.5);
    expect(board.surface.trace(middle.x, middle.y, false)).toBeNull();
  });
});

describe('GridSurface with a mouse', () => {
  it('taps near a line as one primary press', async () => {
    await drag([[1.05, 0.5]]);
    expect(board.calls).toEqual(['primary side 0', 'end']);
  });

  it('yields every side in order along a row of lines in one fast jump', async () => {
    await drag([
      [0.3, 1],
      [4.7, 1],
    ]);
    expect(board.calls).toEqual([
      'primary side 1',
      'over side 3',
      'over side 5',
      'over side 7',
      'over side 9',
      'end',
    ]);
  });

  it('yields every cell a fast diagonal crosses', async () => {
    board.mode = 'cell';
    await drag([
      [0.5, 0.2],
      [4.5, 3.8],
    ]);
    expect(board.calls).toEqual([
      'primary cell 0',
      'over cell 1',
      'over cell 6',
      'over cell 7',
      'over cell 12',
      'over cell 13',
      'over cell 18',
      'over cell 19',
      'end',
    ]);
  });

  it('gives the secondary action on right-click, without a context menu', async () => {
    let menus = 0;
    const count = (e: Event) => (menus += e.defaultPrevented ? 0 : 1);
    document.addEventListener('contextmenu', count);
    await drag([[2, 1.5]], 'right');
    document.removeEventListener('contextmenu', count);
    expect(board.calls).toEqual(['secondary side 12']);
    expect(menus).toBe(0);
  });

  it('leaves the context menu alone outside the board', async () => {
    const seen: boolean[] = [];
    const note = (e: Event) => seen.push(e.defaultPrevented);
    document.addEventListener('contextmenu', note);
    const outside = board.at(6, 2);
    await commands.mouseScript([
      { type: 'move', ...outside },
      { type: 'down', button: 'right' },
      { type: 'up', button: 'right' },
    ]);
    document.removeEventListener('contextmenu', note);
    expect(seen).toEqual([false]);
    expect(board.calls).toEqual([]);
  });

  it('gives the secondary action on press-and-hold', async () => {
    board.mode = 'cell';
    const p = board.at(2.5, 2.5);
    await commands.mouseScript([
      { type: 'move', ...p },
      { type: 'down' },
      { type: 'wait', ms: 650 },
      { type: 'up' },
    ]);
    expect(board.calls).toEqual(['secondary cell 12']);
  });
});

describe('GridSurface with touch', () => {
  it('draws a stroke with one finger', async () => {
    const a = board.at(0.3, 2);
    const b = board.at(3.7, 2);
    await commands.touchScript([
      { type: 'touchStart', points: [{ id: 1, ...a }] },
      { type: 'touchMove', points: [{ id: 1, ...b }] },
      { type: 'touchEnd', points: [] },
    ]);
    expect(board.calls).toEqual([
      'primary side 11',
      'over side 13',
      'over side 15',
      'over side 17',
      'end',
    ]);
  });

  it('cancels the stroke when a second finger lands', async () => {
    const a = board.at(0.3, 2);
    const b = board.at(2.7, 2);
    const c = board.at(4, 3.5);
    await commands.touchScript([
      { type: 'touchStart', points: [{ id: 1, ...a }] },
      { type: 'touchMove', points: [{ id: 1, ...b }] },
      {
        type: 'touchStart',
        points: [
          { id: 1, ...b },
          { id: 2, ...c },
        ],
      },
      {
        type: 'touchMove',
        points: [
          { id: 1, ...a },
          { id: 2, ...c },
        ],
      },
      { type: 'touchEnd', points: [] },
    ]);
    expect(board.calls).toEqual(['primary side 11', 'over side 13', 'over side 15', 'cancel']);
  });
});

describe('GridSurface with touch: holding', () => {
  it('gives the secondary action on a long press with one finger', async () => {
    const a = board.at(3.05, 1.5);
    await commands.touchScript([
      { type: 'touchStart', points: [{ id: 1, ...a }] },
      { type: 'wait', ms: 650 },
      { type: 'touchEnd', points: [] },
    ]);
    expect(board.calls).toEqual(['secondary side 14']);
  });
});

describe('GridSurface with keys', () => {
  const grid = () => board.grid();

  it('is one tab stop with a named cursor', async () => {
    await userEvent.tab();
    expect(board.shadowRoot!.activeElement).toBe(grid());
    expect(grid().getAttribute('aria-label')).toBe('Puzzle grid. Row 1, column 1.');
    expect(board.surface.cursorVisible).toBe(true);
  });

  it('moves over cells with arrows and acts with Enter and X', async () => {
    grid().focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}x');
    expect(board.calls).toEqual(['primary cell 6', 'end', 'secondary cell 6']);
    expect(grid().getAttribute('aria-label')).toContain('Row 2, column 2.');
  });

  it('reaches sides with Shift+arrows, and acts on them with Space and Delete', async () => {
    grid().focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowDown}{/Shift} {Delete}');
    expect(board.surface.cursor).toEqual({ kind: 'side', side: 10 });
    expect(board.calls).toEqual(['primary side 10', 'end', 'secondary side 10']);
    expect(grid().getAttribute('aria-label')).toContain('Line right of row 2, column 1.');
  });
});

describe('GridSurface with keys under dir="rtl"', () => {
  const grid = () => board.grid();
  afterEach(() => document.body.removeAttribute('dir'));

  it('keeps cells left to right and moves the cursor the way the arrow points', async () => {
    document.body.dir = 'rtl';
    await board.updateComplete;
    expect(getComputedStyle(board).direction).toBe('rtl');
    expect(getComputedStyle(grid()).direction).toBe('ltr');
    grid().focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}{ArrowLeft}');
    expect(board.surface.cursor).toEqual({ kind: 'cell', cell: 6 });
    // Cell 6 is the one on screen at column 2, row 2, counted from the left.
    const p = board.at(1.5, 1.5);
    expect(board.surface.cellAt(p.x, p.y)).toBe(6);
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(board.surface.cursor).toEqual({ kind: 'side', side: 12 });
    expect(grid().getAttribute('aria-label')).toContain('Line right of row 2, column 2.');
  });

  it('draws the SVG cursor moving right on screen for ArrowRight', async () => {
    document.body.dir = 'rtl';
    const demo = document.createElement('pk-demo-board');
    document.body.append(demo);
    await demo.updateComplete;
    const svgGrid = demo.shadowRoot!.querySelector<SVGElement>('[part="grid"]')!;
    svgGrid.focus();
    const cursorLeft = async () => {
      await demo.updateComplete;
      return demo.shadowRoot!.querySelector('[part="cursor"]')!.getBoundingClientRect().left;
    };
    await userEvent.keyboard('{ArrowDown}');
    const first = await cursorLeft();
    await userEvent.keyboard('{ArrowRight}');
    expect(await cursorLeft()).toBeGreaterThan(first);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(await cursorLeft()).toBe(first);
    demo.remove();
  });
});
