// How an end-to-end player enters a set of walls: straight drags along the grid lines (one per
// run of neighbouring walls on a line) for pointers, and key presses for the keyboard.

/** A drag from one point to another, in cell units. */
export interface Run {
  from: [number, number];
  to: [number, number];
}

/** Each maximal run of `walls` along one grid line, as a drag from just inside its first side to just inside its last. */
export function wallRuns(w: number, h: number, walls: readonly number[]): Run[] {
  const on = new Set(walls);
  const runs: Run[] = [];
  const scan = (n: number, side: (i: number) => number, at: (a: number, b: number) => Run) => {
    let start = -1;
    for (let i = 0; i <= n; i++) {
      const inRun = i < n && on.has(side(i));
      if (inRun && start < 0) start = i;
      if (!inRun && start >= 0) {
        runs.push(at(start, i - 1));
        start = -1;
      }
    }
  };
  for (let j = 1; j < h; j++) {
    scan(
      w,
      (c) => 2 * ((j - 1) * w + c) + 1,
      (a, b) => ({ from: [a + 0.2, j], to: [b + 0.8, j] }),
    );
  }
  for (let k = 1; k < w; k++) {
    scan(
      h,
      (r) => 2 * (r * w + k - 1),
      (a, b) => ({ from: [k, a + 0.2], to: [k, b + 0.8] }),
    );
  }
  return runs;
}

/**
 * The keys that toggle each side from a cursor on cell 0: arrows to the side's cell,
 * Shift+arrow onto the side, Enter, then a plain ArrowLeft back onto a cell (which lands on the
 * side's cell for a right side, or the cell left of it for a lower side, as the kit's cursor
 * does).
 */
export function wallKeys(w: number, walls: readonly number[]): string[] {
  const keys: string[] = [];
  let row = 0;
  let col = 0;
  for (const side of walls) {
    const cell = side >> 1;
    const r = Math.floor(cell / w);
    const c = cell % w;
    while (row !== r) {
      keys.push(row < r ? 'ArrowDown' : 'ArrowUp');
      row += row < r ? 1 : -1;
    }
    while (col !== c) {
      keys.push(col < c ? 'ArrowRight' : 'ArrowLeft');
      col += col < c ? 1 : -1;
    }
    const vertical = side % 2 === 0;
    keys.push(vertical ? 'Shift+ArrowRight' : 'Shift+ArrowDown', 'Enter', 'ArrowLeft');
    if (!vertical) col = Math.max(0, col - 1);
  }
  return keys;
}
