// The keyboard cursor over cells, sides and lattice points: what each key does, how arrows move
// it, and where it is drawn (its name for screen readers is words.ts's). Pure: cell units and
// targets in, targets and shapes out.
import type { Target } from './contract.js';
import { clampPoint, sideId, sidePlace, type GridSize } from './trace.js';

const STEPS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * Where an arrow key takes the cursor, or null for other keys. Plain arrows move over cells;
 * Shift+arrows move over sides: from a cell onto its side in that direction, from a side to the
 * next side in that direction with the same orientation. On lattice points a plain arrow moves
 * half a cell (centre, side, corner in turn) and Shift+arrow a whole cell. Moves stop at the
 * grid's edge.
 */
export function cursorMove(
  size: GridSize,
  from: Target,
  key: string,
  shift: boolean,
): Target | null {
  const step = STEPS[key];
  if (!step) return null;
  const [dr, dc] = step;
  if (from.kind === 'point') {
    const k = shift ? 2 : 1;
    return { kind: 'point', ...clampPoint(size, { y: from.y + dr * k, x: from.x + dc * k }) };
  }
  const clampRow = (r: number) => Math.min(size.rows - 1, Math.max(0, r));
  const clampCol = (c: number) => Math.min(size.cols - 1, Math.max(0, c));
  if (from.kind === 'cell') {
    const row = Math.floor(from.cell / size.cols);
    const col = from.cell % size.cols;
    if (!shift) return cell(size, clampRow(row + dr), clampCol(col + dc));
    // The side of this cell that faces the arrow: right/lower belong to it, left/upper to the
    // neighbour.
    const vertical = dc !== 0;
    const side = sideId(size, row + Math.min(dr, 0), col + Math.min(dc, 0), vertical);
    return side == null ? from : ({ kind: 'side', side } satisfies Target);
  }
  const { row, col, vertical } = sidePlace(size, from.side);
  if (shift) {
    const side = sideId(size, row + dr, col + dc, vertical);
    return side == null ? from : ({ kind: 'side', side } satisfies Target);
  }
  // Off a side with a plain arrow: onto the cell on that side, or along it from the first cell.
  const crosses = vertical ? dc !== 0 : dr !== 0;
  if (crosses) return cell(size, row + Math.max(dr, 0), col + Math.max(dc, 0));
  return cell(size, clampRow(row + dr), clampCol(col + dc));
}

/**
 * What a key press on the grid asks for: a new cursor position (arrows), the primary action
 * (Enter, Space), the secondary one (X, Delete, Backspace), help (?), cancelling a stroke (Escape), or nothing.
 */
export function keyAction(
  size: GridSize,
  cursor: Target,
  e: Pick<KeyboardEvent, 'key' | 'shiftKey'>,
): Target | 'primary' | 'secondary' | 'cancel' | 'help' | null {
  const moved = cursorMove(size, cursor, e.key, e.shiftKey);
  if (moved) return moved;
  if (e.key === 'Enter' || e.key === ' ') return 'primary';
  if (['x', 'X', 'Delete', 'Backspace'].includes(e.key)) return 'secondary';
  if (e.key === '?') return 'help';
  return e.key === 'Escape' ? 'cancel' : null;
}

/**
 * The cursor as the board aims now: its own kind of target, on the grid. A cursor off the grid
 * (the board changed size) comes home to the first cell or the first centre; switching between
 * points and cells or sides moves it to the nearest of the other kind.
 */
export function cursorOnGrid(size: GridSize, cursor: Target, points = false): Target {
  if (points) {
    if (cursor.kind === 'point') return { kind: 'point', ...clampPoint(size, cursor) };
    return { kind: 'point', y: 1, x: 1 };
  }
  if (cursor.kind === 'point') return { kind: 'cell', cell: 0 };
  const cell = cursor.kind === 'cell' ? cursor.cell : Math.floor(cursor.side / 2);
  return cell < size.rows * size.cols ? cursor : { kind: 'cell', cell: 0 };
}

function cell(size: GridSize, row: number, col: number): Target {
  return { kind: 'cell', cell: row * size.cols + col };
}

/** The cursor's box in cell units: the cell, a thin band along the side, a square on a point. */
export function cursorShape(size: GridSize, target: Target) {
  const band = 0.2;
  if (target.kind === 'point') {
    const r = 0.3;
    return { x: target.x / 2 - r, y: target.y / 2 - r, w: 2 * r, h: 2 * r };
  }
  if (target.kind === 'cell') {
    return { x: target.cell % size.cols, y: Math.floor(target.cell / size.cols), w: 1, h: 1 };
  }
  const { row, col, vertical } = sidePlace(size, target.side);
  return vertical
    ? { x: col + 1 - band / 2, y: row, w: band, h: 1 }
    : { x: col, y: row + 1 - band / 2, w: 1, h: band };
}
