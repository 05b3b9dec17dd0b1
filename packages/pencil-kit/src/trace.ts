// Grid maths for the surface, pure and DOM-free: points in cell units to cells, sides and
// lattice points, and the ones a straight pointer segment passes, so fast drags leave no gaps.

/** A grid's size in cells. */
export interface GridSize {
  rows: number;
  cols: number;
}

/** A point in cell units: (0, 0) is the grid's top left corner, (cols, rows) its bottom right. */
export interface GridPoint {
  x: number;
  y: number;
}

/** Where a side lies: the cell it belongs to and whether it is that cell's right (vertical) side. */
export interface SidePlace {
  row: number;
  col: number;
  vertical: boolean;
}

/** The cell under a point, or null outside the grid. */
export function cellAt({ rows, cols }: GridSize, { x, y }: GridPoint): number | null {
  if (!(x >= 0 && y >= 0 && x < cols && y < rows)) return null;
  return Math.floor(y) * cols + Math.floor(x);
}

/**
 * The lattice point (cell centre, side middle or corner, in half cells) nearest a point given in
 * cell units, kept off the outer frame; null outside the grid.
 */
export function pointAt({ rows, cols }: GridSize, { x, y }: GridPoint): LatticePoint | null {
  if (!(x >= 0 && y >= 0 && x <= cols && y <= rows)) return null;
  return clampPoint({ rows, cols }, { y: Math.round(y * 2), x: Math.round(x * 2) });
}

/** A lattice point in half cells: `y` down, `x` across. */
export interface LatticePoint {
  y: number;
  x: number;
}

/** Keeps a lattice point inside the grid, off its frame: y in 1…2·rows−1, x in 1…2·cols−1. */
export function clampPoint({ rows, cols }: GridSize, { y, x }: LatticePoint): LatticePoint {
  return { y: Math.min(2 * rows - 1, Math.max(1, y)), x: Math.min(2 * cols - 1, Math.max(1, x)) };
}

/** The side id for a cell's right (`vertical`) or lower side, or null when it is not interior. */
export function sideId({ rows, cols }: GridSize, row: number, col: number, vertical: boolean) {
  if (row < 0 || col < 0 || row >= rows || col >= cols) return null;
  if (vertical ? col === cols - 1 : row === rows - 1) return null;
  return 2 * (row * cols + col) + (vertical ? 0 : 1);
}

/** The cell and orientation of a side id. */
export function sidePlace({ cols }: GridSize, side: number): SidePlace {
  const cell = Math.floor(side / 2);
  return { row: Math.floor(cell / cols), col: cell % cols, vertical: side % 2 === 0 };
}

/**
 * The interior side nearest a point, when the point lies within `tolerance` (in cells) of the
 * line it sits on, else null. Between a horizontal and a vertical candidate the nearer wins,
 * unless `prefer` names an orientation: near a corner a drag's direction says which line the
 * player follows, where the nearer one would be a jitter away from the wrong one.
 */
export function traceAt(
  size: GridSize,
  p: GridPoint,
  tolerance: number,
  prefer?: 'vertical' | 'horizontal',
): number | null {
  const { rows, cols } = size;
  if (!(p.x >= -tolerance && p.y >= -tolerance && p.x <= cols + tolerance)) return null;
  if (!(p.y <= rows + tolerance)) return null;
  // The nearest vertical line k lies between columns k-1 and k; its side belongs to cell k-1.
  const k = Math.round(p.x);
  const vRow = Math.min(rows - 1, Math.max(0, Math.floor(p.y)));
  const vDist = Math.abs(p.x - k);
  const vertical = sideId(size, vRow, k - 1, true);
  const j = Math.round(p.y);
  const hCol = Math.min(cols - 1, Math.max(0, Math.floor(p.x)));
  const hDist = Math.abs(p.y - j);
  const horizontal = sideId(size, j - 1, hCol, false);
  const bothNear = vDist <= tolerance && hDist <= tolerance;
  if (bothNear && prefer === 'vertical' && vertical != null) return vertical;
  if (bothNear && prefer === 'horizontal' && horizontal != null) return horizontal;
  const candidates: Array<[number | null, number]> = [
    [vertical, vDist],
    [horizontal, hDist],
  ];
  let best: number | null = null;
  let bestDist = Infinity;
  for (const [id, dist] of candidates) {
    if (id != null && dist <= tolerance && dist < bestDist) {
      best = id;
      bestDist = dist;
    }
  }
  return best;
}

/**
 * Every cell a straight segment from `a` to `b` crosses, in order, starting with the cell
 * under `a` (cells outside the grid are skipped). Walks line crossings, not samples, so no
 * cell is missed however long the segment. Passing exactly through a corner steps diagonally.
 */
export function cellsAlong(size: GridSize, a: GridPoint, b: GridPoint): number[] {
  const out: number[] = [];
  let cx = Math.floor(a.x);
  let cy = Math.floor(a.y);
  const endX = Math.floor(b.x);
  const endY = Math.floor(b.y);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const stepX = Math.sign(dx);
  const stepY = Math.sign(dy);
  // t at which the segment next crosses a vertical / horizontal line, and t per cell.
  const tDeltaX = stepX === 0 ? Infinity : Math.abs(1 / dx);
  const tDeltaY = stepY === 0 ? Infinity : Math.abs(1 / dy);
  let tMaxX = stepX === 0 ? Infinity : ((stepX > 0 ? cx + 1 : cx) - a.x) / dx;
  let tMaxY = stepY === 0 ? Infinity : ((stepY > 0 ? cy + 1 : cy) - a.y) / dy;
  const push = () => {
    const cell = cellAt(size, { x: cx + 0.5, y: cy + 0.5 });
    if (cell != null) out.push(cell);
  };
  push();
  // The walk ends at b's cell; the bound guards against floating point drift.
  let guard = Math.abs(endX - cx) + Math.abs(endY - cy) + 2;
  while ((cx !== endX || cy !== endY) && guard-- > 0) {
    if (Math.abs(tMaxX - tMaxY) < 1e-9) {
      cx += stepX;
      cy += stepY;
      tMaxX += tDeltaX;
      tMaxY += tDeltaY;
    } else if (tMaxX < tMaxY) {
      cx += stepX;
      tMaxX += tDeltaX;
    } else {
      cy += stepY;
      tMaxY += tDeltaY;
    }
    push();
  }
  return out;
}

/**
 * Every side traced along a straight segment from `a` to `b`, in order, without repeats in a
 * row: the segment is sampled finely (a fifth of a cell) and each sample traced, so a fast drag
 * along a line yields each side it passes. Near corners the drag's `heading` (by default the
 * segment's own direction) picks the line.
 */
export function sidesAlong(
  size: GridSize,
  a: GridPoint,
  b: GridPoint,
  tolerance: number,
  heading: GridPoint = { x: b.x - a.x, y: b.y - a.y },
): number[] {
  const out: number[] = [];
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const prefer = orientation(heading);
  const steps = Math.max(1, Math.ceil(Math.hypot(dx, dy) / 0.2));
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const side = traceAt(size, { x: a.x + dx * t, y: a.y + dy * t }, tolerance, prefer);
    if (side != null && side !== out[out.length - 1]) out.push(side);
  }
  return out;
}

/**
 * Every lattice point nearest a straight segment from `a` to `b`, sampled a quarter cell apart,
 * in order and without repeats in a row.
 */
export function pointsAlong(size: GridSize, a: GridPoint, b: GridPoint): LatticePoint[] {
  const out: LatticePoint[] = [];
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const steps = Math.max(1, Math.ceil(Math.hypot(dx, dy) / 0.25));
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const p = pointAt(size, { x: a.x + dx * t, y: a.y + dy * t });
    const last = out[out.length - 1];
    if (p && !(last && last.x === p.x && last.y === p.y)) out.push(p);
  }
  return out;
}

/** The line orientation a heading follows, or undefined for no movement. */
export function orientation({ x, y }: GridPoint): 'horizontal' | 'vertical' | undefined {
  if (x === 0 && y === 0) return undefined;
  return Math.abs(x) >= Math.abs(y) ? 'horizontal' : 'vertical';
}

/** Trace tolerance in cells: wider for fingers than for a mouse. */
export function tolerance(coarse: boolean): number {
  return coarse ? 0.4 : 0.25;
}
