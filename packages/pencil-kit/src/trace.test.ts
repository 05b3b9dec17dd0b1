import { describe, expect, it } from 'vitest';
import {
  cellAt,
  cellsAlong,
  pointAt,
  pointsAlong,
  sideId,
  sidePlace,
  sidesAlong,
  traceAt,
} from './trace.js';

const grid = { rows: 4, cols: 5 };

describe('cellAt', () => {
  it('counts cells row by row and is null outside', () => {
    expect(cellAt(grid, { x: 0.1, y: 0.1 })).toBe(0);
    expect(cellAt(grid, { x: 4.9, y: 0.5 })).toBe(4);
    expect(cellAt(grid, { x: 0.5, y: 1.5 })).toBe(5);
    expect(cellAt(grid, { x: 5, y: 1 })).toBeNull();
    expect(cellAt(grid, { x: -0.01, y: 1 })).toBeNull();
  });
});

describe('side ids', () => {
  it('uses 2 × cell for the right side and 2 × cell + 1 for the lower side', () => {
    expect(sideId(grid, 1, 2, true)).toBe(2 * 7);
    expect(sideId(grid, 1, 2, false)).toBe(2 * 7 + 1);
    expect(sidePlace(grid, 15)).toEqual({ row: 1, col: 2, vertical: false });
  });

  it('has no ids for the outer edge', () => {
    expect(sideId(grid, 0, 4, true)).toBeNull();
    expect(sideId(grid, 3, 0, false)).toBeNull();
  });
});

describe('traceAt', () => {
  it('finds the side whose line the point is near', () => {
    // Right side of cell 0 is the line x = 1 between rows 0 and 1.
    expect(traceAt(grid, { x: 1.1, y: 0.5 }, 0.25)).toBe(0);
    // Lower side of cell 6 (row 1, col 1) is the line y = 2.
    expect(traceAt(grid, { x: 1.5, y: 1.9 }, 0.25)).toBe(13);
  });

  it('is null in the middle of a cell and on the outer edge', () => {
    expect(traceAt(grid, { x: 1.5, y: 1.5 }, 0.25)).toBeNull();
    expect(traceAt(grid, { x: 0.02, y: 1.5 }, 0.25)).toBeNull();
    expect(traceAt(grid, { x: 2.5, y: 3.98 }, 0.25)).toBeNull();
  });

  it('lets a preferred orientation win near a corner', () => {
    const corner = { x: 2.02, y: 1.05 };
    expect(traceAt(grid, corner, 0.25)).toBe(sideId(grid, 1, 1, true));
    expect(traceAt(grid, corner, 0.25, 'horizontal')).toBe(sideId(grid, 0, 2, false));
  });
});

describe('cellsAlong', () => {
  it('yields every cell a fast diagonal crosses, in order', () => {
    // From the middle of row 0 col 0 to row 3 col 4: a shallow slope crossing both axes.
    const cells = cellsAlong(grid, { x: 0.5, y: 0.2 }, { x: 4.5, y: 3.8 });
    expect(cells).toEqual([0, 1, 6, 7, 12, 13, 18, 19]);
  });

  it('steps straight along a row and diagonally through an exact corner', () => {
    expect(cellsAlong(grid, { x: 0.5, y: 0.5 }, { x: 3.5, y: 0.5 })).toEqual([0, 1, 2, 3]);
    expect(cellsAlong(grid, { x: 0.5, y: 0.5 }, { x: 2.5, y: 2.5 })).toEqual([0, 6, 12]);
    expect(cellsAlong(grid, { x: 3.5, y: 2.5 }, { x: 1.5, y: 2.5 })).toEqual([13, 12, 11]);
  });

  it('skips cells outside the grid', () => {
    expect(cellsAlong(grid, { x: -1.5, y: 0.5 }, { x: 1.5, y: 0.5 })).toEqual([0, 1]);
  });
});

describe('sidesAlong', () => {
  it('yields every side along a line in one long step, in order', () => {
    // Along y = 1 (the lower sides of row 0), left to right.
    expect(sidesAlong(grid, { x: 0.2, y: 1 }, { x: 4.8, y: 1.03 }, 0.25)).toEqual([1, 3, 5, 7, 9]);
    // Along x = 3 (right sides of column 2), bottom to top.
    expect(sidesAlong(grid, { x: 3, y: 3.8 }, { x: 2.97, y: 0.2 }, 0.25)).toEqual([34, 24, 14, 4]);
  });
});

describe('sidesAlong with a heading', () => {
  it('keeps to the line the drag follows when a small step wobbles at a corner', () => {
    // Heading right along y = 1, a sample step nudges down-right past the corner at x = 2.
    const wobble = sidesAlong(grid, { x: 1.98, y: 0.99 }, { x: 2.02, y: 1.05 }, 0.25);
    expect(wobble).toContain(sideId(grid, 1, 1, true));
    const steady = sidesAlong(grid, { x: 1.98, y: 0.99 }, { x: 2.02, y: 1.05 }, 0.25, {
      x: 1,
      y: 0,
    });
    expect(steady).toEqual([sideId(grid, 0, 1, false), sideId(grid, 0, 2, false)]);
  });
});

describe('pointAt and pointsAlong', () => {
  const wide = { rows: 2, cols: 3 };

  it('lands a spot on the nearest centre, side or corner, off the frame', () => {
    expect(pointAt(wide, { x: 0.5, y: 0.5 })).toEqual({ y: 1, x: 1 }); // a centre
    expect(pointAt(wide, { x: 1.02, y: 0.45 })).toEqual({ y: 1, x: 2 }); // a side
    expect(pointAt(wide, { x: 1.9, y: 1.05 })).toEqual({ y: 2, x: 4 }); // a corner
    expect(pointAt(wide, { x: 0.01, y: 0.01 })).toEqual({ y: 1, x: 1 }); // the frame: inside
    expect(pointAt(wide, { x: -0.2, y: 1 })).toBeNull();
  });

  it('passes each point along a segment once, in order', () => {
    expect(pointsAlong(wide, { x: 0.5, y: 0.5 }, { x: 2.5, y: 0.5 })).toEqual([
      { y: 1, x: 1 },
      { y: 1, x: 2 },
      { y: 1, x: 3 },
      { y: 1, x: 4 },
      { y: 1, x: 5 },
    ]);
  });
});
