import { describe, expect, it } from 'vitest';
import type { Target } from './contract.js';
import { cursorMove, cursorOnGrid, cursorShape, keyAction } from './surface-cursor.js';
import { describePoint, describeTarget } from './words/en/kit.js';

const grid = { rows: 3, cols: 3 };
const cell = (c: number): Target => ({ kind: 'cell', cell: c });
const side = (s: number): Target => ({ kind: 'side', side: s });

describe('cursorMove', () => {
  it('moves over cells with arrows and stops at the edge', () => {
    expect(cursorMove(grid, cell(4), 'ArrowRight', false)).toEqual(cell(5));
    expect(cursorMove(grid, cell(5), 'ArrowRight', false)).toEqual(cell(5));
    expect(cursorMove(grid, cell(4), 'ArrowUp', false)).toEqual(cell(1));
    expect(cursorMove(grid, cell(4), 'Tab', false)).toBeNull();
  });

  it('steps onto sides with Shift and along them', () => {
    expect(cursorMove(grid, cell(4), 'ArrowRight', true)).toEqual(side(8));
    expect(cursorMove(grid, cell(4), 'ArrowLeft', true)).toEqual(side(6));
    expect(cursorMove(grid, cell(4), 'ArrowUp', true)).toEqual(side(3));
    expect(cursorMove(grid, side(8), 'ArrowDown', true)).toEqual(side(14));
    expect(cursorMove(grid, side(14), 'ArrowDown', true)).toEqual(side(14));
    expect(cursorMove(grid, side(8), 'ArrowRight', false)).toEqual(cell(5));
    expect(cursorMove(grid, side(8), 'ArrowLeft', false)).toEqual(cell(4));
  });
});

describe('describeTarget and cursorShape', () => {
  it('names and places cells and sides', () => {
    expect(describeTarget(grid, cell(5))).toBe('Row 2, column 3.');
    expect(describeTarget(grid, side(3))).toBe('Line below row 1, column 2.');
    expect(cursorShape(grid, cell(5))).toEqual({ x: 2, y: 1, w: 1, h: 1 });
    expect(cursorShape(grid, side(8))).toEqual({ x: 1.9, y: 1, w: 0.2, h: 1 });
  });
});

describe('keyAction and cursorOnGrid', () => {
  it('reads Enter and Space as primary, X and Delete as secondary, Escape as cancel', () => {
    const act = (key: string, shiftKey = false) => keyAction(grid, cell(4), { key, shiftKey });
    expect([act('Enter'), act(' '), act('x'), act('X'), act('Delete'), act('Escape')]).toEqual([
      'primary',
      'primary',
      'secondary',
      'secondary',
      'secondary',
      'cancel',
    ]);
    expect(act('ArrowDown')).toEqual(cell(7));
    expect(act('a')).toBeNull();
  });

  it('brings a cursor left off a smaller grid home', () => {
    expect(cursorOnGrid(grid, side(16))).toEqual(side(16));
    expect(cursorOnGrid(grid, side(18))).toEqual(cell(0));
    expect(cursorOnGrid(grid, cell(9))).toEqual(cell(0));
  });
});

describe('the cursor on lattice points', () => {
  const wide = { rows: 2, cols: 3 };
  const point = (y: number, x: number): Target => ({ kind: 'point', y, x });

  it('moves half a cell, or a whole one with Shift, stopping at the frame', () => {
    expect(cursorMove(wide, point(1, 1), 'ArrowRight', false)).toEqual(point(1, 2));
    expect(cursorMove(wide, point(1, 1), 'ArrowDown', true)).toEqual(point(3, 1));
    expect(cursorMove(wide, point(1, 1), 'ArrowUp', false)).toEqual(point(1, 1));
    expect(cursorMove(wide, point(3, 5), 'ArrowRight', true)).toEqual(point(3, 5));
    expect(cursorMove(wide, point(1, 1), 'Enter', false)).toBeNull();
  });

  it('names points in plain words', () => {
    expect(describePoint({ y: 3, x: 7 })).toBe('Centre of row 2, column 4.');
    expect(describePoint({ y: 3, x: 8 })).toBe('Side between row 2, columns 4 and 5.');
    expect(describePoint({ y: 4, x: 7 })).toBe('Side between rows 2 and 3, column 4.');
    expect(describePoint({ y: 4, x: 8 })).toBe('Corner of rows 2 and 3, columns 4 and 5.');
    expect(describeTarget(wide, point(1, 1))).toBe('Centre of row 1, column 1.');
  });

  it('comes onto the grid in the aim’s own kind of target', () => {
    expect(cursorOnGrid(wide, cell(4), true)).toEqual(point(1, 1));
    expect(cursorOnGrid(wide, point(9, 9), true)).toEqual(point(3, 5));
    expect(cursorOnGrid(wide, point(3, 3), false)).toEqual(cell(0));
  });

  it('takes ? as asking for help', () => {
    expect(keyAction(wide, point(1, 1), { key: '?', shiftKey: true })).toBe('help');
  });

  it('takes Backspace as the secondary action too', () => {
    expect(keyAction(wide, point(1, 1), { key: 'Backspace', shiftKey: false })).toBe('secondary');
  });
});
