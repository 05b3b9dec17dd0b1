// <galaxies-board> in real Chromium, driven by real mouse, touch and key events.
import { answerWalls, generate, grade, shape, Side, solve } from '@galaxies/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { SAMPLE_7X7 } from '../test/fixtures.js';
import { GalaxiesBoard } from './board.js';
import {
  at,
  drag,
  find,
  findAll,
  frameOf,
  grid,
  keyWalls,
  mount,
  pickTool,
  said,
  settle,
  sidePoint,
} from '../test/harness.js';

const puzzle = SAMPLE_7X7.puzzle;
const kinds = shape(puzzle).sideKind;
const open = (sides: number[]) => sides.filter((s) => kinds[s] === Side.open);
const solveAnswer = (p: Parameters<typeof solve>[0]) => solve(p).answer!;

beforeEach(() => localStorage.clear());
afterEach(() => document.body.replaceChildren());

describe('<galaxies-board> draws', () => {
  it('the grid in a part whose box is exactly the cells', async () => {
    const el = await mount({ puzzle });
    const box = grid(el).getBoundingClientRect();
    expect(box.width).toBeGreaterThan(300);
    expect(box.height).toBeCloseTo(box.width, 0);
    // The first dot [1, 3] sits on the side between cells (0, 0) and (0, 1).
    const dot = find(el, 'circle.dot')!.getBoundingClientRect();
    const cell = box.width / 7;
    expect(dot.left + dot.width / 2 - box.left).toBeCloseTo(1.5 * cell, 0);
    expect(dot.top + dot.height / 2 - box.top).toBeCloseTo(0.5 * cell, 0);
  });

  it('one star for each dot, and names the puzzle for screen readers', async () => {
    const el = await mount({ puzzle });
    expect(findAll(el, 'circle.dot')).toHaveLength(puzzle.dots.length);
    expect(grid(el).getAttribute('aria-label')).toBe(
      'Galaxies puzzle, 7 by 7, 11 dots. Row 1, column 1.',
    );
    expect(grid(el).getAttribute('tabindex')).toBe('0');
  });

  it('reads a puzzle from a src attribute (a Tatham game ID)', async () => {
    const el = await mount({ src: SAMPLE_7X7.id });
    expect(findAll(el, 'circle.dot')).toHaveLength(11);
  });
});

describe('current: the puzzle being played, whatever its source', () => {
  it('is the imported puzzle for src', async () => {
    const el = await mount({ src: SAMPLE_7X7.id });
    expect(el.puzzle).toBeNull();
    expect(el.current).toEqual(puzzle);
  });

  it('is the made puzzle for size and code, as the engine makes it', async () => {
    const el = await mount({ size: '7', code: 'chvhvszkhtki' });
    const made = generate('chvhvszkhtki', 7);
    expect(el.current).toEqual({ w: made.w, h: made.h, dots: made.dots });
  });

  it('is null while the board shows why there is none', async () => {
    const el = await mount({ src: 'https://example.com/p?tentaisho/5/5/xyz' });
    expect(el.current).toBeNull();
    expect(el.score).toBeNull();
  });
});

describe('score: the difficulty score of the puzzle being played', () => {
  it('is the engine’s grade of an imported puzzle, and of a made one', async () => {
    const given = await mount({ src: SAMPLE_7X7.id });
    expect(given.score).toBe(grade(puzzle).score);
    const made = await mount({ size: '10', code: 'score' }); // 10×10's own level: medium
    expect(made.score).toBe(grade(made.current!).score);
    expect(made.score).toBeGreaterThanOrEqual(4);
  });
});

describe('walls with the mouse', () => {
  it('a drag along a line draws each side it passes, as one galaxies-move', async () => {
    const el = await mount({ puzzle });
    const moves: unknown[] = [];
    el.addEventListener('galaxies-move', (e) => moves.push(e.detail.move));
    // Along the line under row 5 (y = 5), from x 0.3 to x 3.7: the lower sides of cells 28–31.
    await drag(el, [
      [0.3, 5],
      [3.7, 5],
    ]);
    const drawn = open([57, 59, 61, 63]);
    expect(drawn.length).toBeGreaterThan(1);
    expect(el.marks!.w).toEqual(drawn);
    expect(moves).toEqual([{ w: drawn.map((side) => [side, 0, 1]) }]);
  });

  it('takes marks set before it is on the page', async () => {
    const el = document.createElement('galaxies-board');
    el.saves = 'off';
    el.marks = { w: open([57, 59]), x: [] };
    el.puzzle = puzzle;
    document.body.append(el);
    await settle(el);
    expect(el.marks!.w).toEqual(open([57, 59]));
  });

  it('takes marks set before its tag was defined, as it upgrades', async () => {
    const el = document.createElement('galaxies-board-late') as GalaxiesBoard;
    // Before the upgrade these are plain properties of an unknown element.
    Object.assign(el, { saves: 'off', marks: { w: open([57, 59]), x: [] }, puzzle });
    document.body.append(el);
    customElements.define('galaxies-board-late', class extends GalaxiesBoard {});
    await settle(el);
    // The board's own accessor answers, from its game (not the value left on the element).
    expect(Object.hasOwn(el, 'marks')).toBe(false);
    expect(el.marks!.w).toEqual(open([57, 59]));
  });

  it('a drag begun on a wall rubs out', async () => {
    const el = await mount({ puzzle });
    await drag(el, [
      [0.3, 5],
      [3.7, 5],
    ]);
    await drag(el, [
      [1.5, 5],
      [3.7, 5],
    ]);
    expect(el.marks!.w).toEqual(open([57]));
  });

  it('a tap near a line toggles one wall, and says which', async () => {
    const el = await mount({ puzzle });
    const side = open([2 * 44])[0]!; // right side of row 7, column 3
    await drag(el, [sidePoint(7, side)]);
    expect(el.marks!.w).toEqual([side]);
    await settle(el);
    expect(said(el)).toBe('Wall right of row 7, column 3.');
    await drag(el, [sidePoint(7, side)]);
    expect(el.marks!.w).toEqual([]);
  });

  it('right-click crosses a side, and press-and-hold does too', async () => {
    const el = await mount({ puzzle });
    const [a, b] = open([57, 59, 61, 63]);
    await drag(el, [sidePoint(7, a!)], 'right');
    expect(el.marks!.x).toEqual([a]);
    await commands.gesture({
      pointer: 'mouse',
      points: [at(el, ...sidePoint(7, b!))],
      holdMs: 700,
    });
    expect(el.marks!.x).toEqual([a, b]);
    expect(el.marks!.w).toEqual([]);
  });

  it('a given wall is drawn apart and cannot be rubbed out', async () => {
    const el = await mount({ puzzle });
    const given = [...kinds.keys()].filter((s) => kinds[s] === Side.given);
    expect(given.length).toBeGreaterThan(0);
    expect(find(el, 'path.given')!.getAttribute('d')).not.toBe('');
    await drag(el, [sidePoint(7, given[0]!)]);
    expect(el.marks!.w).toEqual([]);
  });

  it('a side through a dot takes no wall', async () => {
    const el = await mount({ puzzle });
    const through = [...kinds.keys()].find((s) => kinds[s] === Side.through);
    if (through == null) return;
    await drag(el, [sidePoint(7, through)]);
    expect(el.marks!.w).toEqual([]);
  });
});

describe('playing to the end', () => {
  it('the keyboard alone solves a puzzle, and galaxies-solved carries the referee fields', async () => {
    const el = await mount({ puzzle });
    const solved: CustomEvent[] = [];
    document.addEventListener('galaxies-solved', (e) => solved.push(e), { once: true });
    await keyWalls(el, open(answerWalls(puzzle, SAMPLE_7X7.answer)));
    await settle(el);
    expect(solved).toHaveLength(1);
    const detail = solved[0]!.detail as Record<string, unknown>;
    expect(Object.keys(detail).sort()).toEqual(
      ['answer', 'code', 'level', 'difficulty', 'engine', 'hints', 'seconds', 'size'].sort(),
    );
    expect(detail['hints']).toBe(0);
    expect(detail['answer']).toEqual(SAMPLE_7X7.answer);
    expect(detail['size']).toBe('7x7');
    expect(detail['level']).toBe('imported');
    // `level` by its deprecated old name, kept through 1.x.
    expect(detail['difficulty']).toBe('imported');
    expect(frameOf(el).hasAttribute('solved')).toBe(true);
    expect(find(el, '.dots.gold')).not.toBeNull();
    // The galaxies wash in outward from the last wall: each tint waits by its distance.
    const tints = findAll<SVGPathElement>(el, '.tints.wash path');
    expect(tints).toHaveLength(11);
    const delays = tints.map((p) => parseFloat(getComputedStyle(p).animationDelay));
    expect(Math.min(...delays)).toBeLessThan(Math.max(...delays));
  });

  it('undo and redo with Ctrl+Z and Ctrl+Shift+Z', async () => {
    const el = await mount({ puzzle });
    const side = open([57, 59, 61, 63])[0]!;
    await drag(el, [sidePoint(7, side)]);
    grid(el).focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(el.marks!.w).toEqual([]);
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(el.marks!.w).toEqual([side]);
  });

  it('saves under uo:galaxies:p:<size>/<difficulty>/<code> and comes back', async () => {
    const first = await mount({ puzzle, saves: 'on' });
    const side = open([57, 59, 61, 63])[0]!;
    await drag(first, [sidePoint(7, side)]);
    const key = 'uo:galaxies:p:7x7/imported/chvhvszkhtki';
    expect(localStorage.getItem(key)).toContain(`"w":[${side}]`);
    first.remove();
    const again = await mount({ puzzle, saves: 'on' });
    expect(again.marks!.w).toEqual([side]);
  });
});

describe('a code given no version', () => {
  it('plays version 3’s puzzle, or the version-2 puzzle a player’s 0.x save was made on', async () => {
    const v2 = generate('k3x9q', 10, 'medium', {}, 2);
    const v3 = generate('k3x9q', 10, 'medium', {}, 3);
    const fresh = await mount({ size: '10', code: 'k3x9q', saves: 'on' });
    expect(fresh.current!.dots).toEqual(v3.dots);
    expect(fresh.marks).toEqual({ w: [], x: [] });
    fresh.remove();
    localStorage.clear();
    // Under 0.x the same board made version 2's puzzle, and saved the player's walls under @2.
    const before = await mount({ size: '10', code: 'k3x9q', engine: '2', saves: 'on' });
    expect(before.current!.dots).toEqual(v2.dots);
    const side = answerWalls(v2, solveAnswer(v2)).filter(
      (s) => shape(v2).sideKind[s] === Side.open,
    )[0]!;
    await drag(before, [sidePoint(10, side)]);
    expect(localStorage.getItem('uo:galaxies:p:10/medium/k3x9q@2')).toContain(`"w":[${side}]`);
    before.remove();
    // 1.0's board, given no version, goes on with that save's puzzle and marks.
    const after = await mount({ size: '10', code: 'k3x9q', saves: 'on' });
    expect(after.current!.dots).toEqual(v2.dots);
    expect(after.marks!.w).toEqual([side]);
    after.remove();
    // A board that does not save plays the current version's puzzle.
    const unsaved = await mount({ size: '10', code: 'k3x9q', saves: 'off' });
    expect(unsaved.current!.dots).toEqual(v3.dots);
  });
});

describe('the deprecated difficulty attribute', () => {
  it('still names the level, and the console says once a page to write level instead', async () => {
    const warned: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warned.push(args.join(' '));
    try {
      for (const code of ['k3x9q', 'k3x9r']) {
        const el = document.createElement('galaxies-board');
        el.setAttribute('size', '10');
        el.setAttribute('code', code);
        el.setAttribute('difficulty', 'easy');
        el.saves = 'off';
        document.body.append(el);
        await el.ready;
        expect(el.current!.dots).toEqual(generate(code, 10, 'easy').dots);
      }
    } finally {
      console.warn = warn;
    }
    const told = warned.filter((line) => line.includes('difficulty is deprecated'));
    expect(told).toEqual(['<galaxies-board> difficulty is deprecated (gone in 2.0): use level.']);
  });
});

describe('paint', () => {
  it('paints in Paint mode, on a row below the tools that is not there in Lines', async () => {
    const el = await mount({ puzzle });
    expect(find(el, '[part~="paints"]')).toBeNull();
    const tools = find<HTMLElement>(el, 'pk-seg')!;
    const grid = find<HTMLElement>(el, '[part="grid"]')!;
    const before = [tools.getBoundingClientRect(), grid.getBoundingClientRect()];
    await pickTool(el, 'Paint');
    const paints = find<HTMLElement>(el, '[part~="paints"]')!;
    // Nothing above the paints moved; they start below the tools.
    expect([tools.getBoundingClientRect(), grid.getBoundingClientRect()]).toEqual(before);
    expect(paints.getBoundingClientRect().top).toBeGreaterThanOrEqual(before[0]!.bottom);
    await drag(el, [
      [0.5, 0.5],
      [2.5, 0.5],
    ]);
    expect(el.marks!.c?.slice(0, 4)).toEqual([1, 1, 1, 0]);
    await drag(el, [[1.5, 0.5]]);
    expect(el.marks!.c?.slice(0, 4)).toEqual([1, 0, 1, 0]);
  });
});

describe('bad attributes', () => {
  it('a bad src shows a message in place and fires galaxies-error', async () => {
    const errors: Array<{ message: string; detail: string }> = [];
    const listen = (e: CustomEvent<{ message: string; detail: string }>) => errors.push(e.detail);
    document.addEventListener('galaxies-error', listen);
    const el = await mount({ src: 'https://example.com/p?tentaisho/5/5/xyz' });
    document.removeEventListener('galaxies-error', listen);
    const shown = find(el, '[part="error"]')!;
    expect(shown.getAttribute('role')).toBe('alert');
    expect(shown.textContent).toBe('That link isn’t a Galaxies puzzle we can read.');
    expect(errors).toEqual([
      { kind: 'puzzle', message: shown.textContent, detail: expect.stringMatching(/host/) },
    ]);
  });

  it('an unknown size says which sizes there are', async () => {
    const el = document.createElement('galaxies-board');
    el.setAttribute('size', '4');
    el.setAttribute('code', 'abc');
    document.body.append(el);
    await el.updateComplete;
    expect(find(el, '[part="error"]')!.textContent).toBe(
      'There are no puzzles of size 4: each side is 5 to 30 cells, as in 20x12.',
    );
    // Version 2, named, made four sizes.
    el.setAttribute('size', '8');
    el.setAttribute('engine', '2');
    await el.updateComplete;
    expect(find(el, '[part="error"]')!.textContent).toBe(
      'There are no puzzles of size 8: the sizes are 7, 10, 13 and 15.',
    );
  });
});
