// The surface's pointer input: a press becomes a tap, a stroke or a hold; a drag reaches every
// target it crosses, with no gaps; a second finger or pointercancel cancels; a hovering mouse is
// reported. Grid maths in trace.ts; the surface (grid-surface.ts) binds these listeners.
import { sameTarget, type Aim, type Stroke, type SurfaceBoard, type Target } from './contract.js';
import {
  cellAt,
  cellsAlong,
  pointAt,
  pointsAlong,
  sidesAlong,
  tolerance,
  traceAt,
  type GridPoint,
} from './trace.js';

/** Press-and-hold time for the secondary action, in ms. */
export const HOLD_MS = 500;
/** How far a press may wander, in px, and still count as held still. */
const SLOP_PX = 8;

interface Press {
  id: number;
  tolerance: number;
  aim: Aim;
  start: Target | null;
  from: { x: number; y: number };
  last: GridPoint;
  /** The drag's recent direction, smoothed so a jittery sample cannot turn it at a corner. */
  heading: GridPoint;
  lastTarget: Target | null;
  began: boolean;
  stroke: Stroke | null;
  hold: ReturnType<typeof setTimeout> | null;
}

/** What the pointer input asks of the surface it serves. */
export interface PointerHost {
  /** The board presses go to, or null while there is none. */
  board(): SurfaceBoard | null;
  /** Client coordinates to cell units on the grid (`fresh` re-reads the grid's box). */
  toGrid(x: number, y: number, fresh?: boolean): GridPoint;
  /** A press landed on a target: the keyboard cursor follows it. */
  pressed(target: Target): void;
}

/** The target under a point in cell units, for what the board aims at. */
export function targetAt(board: SurfaceBoard, p: GridPoint, aim: Aim, tol: number): Target | null {
  if (aim === 'point') {
    const point = pointAt(board, p);
    return point && { kind: 'point', ...point };
  }
  if (aim === 'cell') {
    const cell = cellAt(board, p);
    return cell == null ? null : { kind: 'cell', cell };
  }
  const side = traceAt(board, p, tol);
  return side == null ? null : { kind: 'side', side };
}

/** Every target a drag segment passes, in order, for what the press aims at. */
function targetsAlong(board: SurfaceBoard, p: Press, to: GridPoint): Target[] {
  if (p.aim === 'point') {
    return pointsAlong(board, p.last, to).map((q): Target => ({ kind: 'point', ...q }));
  }
  if (p.aim === 'cell') {
    return cellsAlong(board, p.last, to).map((cell): Target => ({ kind: 'cell', cell }));
  }
  return sidesAlong(board, p.last, to, p.tolerance, p.heading).map((side): Target => ({
    kind: 'side',
    side,
  }));
}

/** One grid's pointer presses and strokes. */
export class PointerInput {
  private press: Press | null = null;
  private pointers = new Set<number>();
  private blocked = false;
  private hovered: Target | null = null;

  constructor(private readonly host: PointerHost) {}

  /** Cancels a stroke in progress (Escape, a second finger, disconnect). */
  cancel(): void {
    const p = this.press;
    if (!p) return;
    this.press = null;
    if (p.hold != null) clearTimeout(p.hold);
    p.stroke?.cancel();
    this.blocked = this.pointers.size > 0;
  }

  readonly down = (e: PointerEvent) => {
    const board = this.host.board();
    if (e.isPrimary) {
      // A primary pointer means no other is down: forget any press whose end we never saw.
      this.cancel();
      this.pointers.clear();
      this.blocked = false;
    }
    this.pointers.add(e.pointerId);
    if (!e.isPrimary || this.pointers.size > 1) {
      // A second finger: the player is pinching or scrolling, not drawing.
      this.cancel();
      this.blocked = true;
      return;
    }
    if (this.blocked || !board) return;
    const tol = tolerance(e.pointerType === 'touch' || isCoarse());
    const aim = board.aim();
    const last = this.host.toGrid(e.clientX, e.clientY, true);
    const start = targetAt(board, last, aim, tol);
    if (start) this.host.pressed(start);
    if (e.button === 2) {
      if (start) board.secondary(start);
      return;
    }
    if (e.button !== 0) return;
    try {
      (e.currentTarget as Element).setPointerCapture(e.pointerId);
    } catch {
      // A pointer the browser already released; the stroke still works without capture.
    }
    const press: Press = {
      id: e.pointerId,
      tolerance: tol,
      aim,
      start,
      from: { x: e.clientX, y: e.clientY },
      last,
      heading: { x: 0, y: 0 },
      lastTarget: start,
      began: false,
      stroke: null,
      hold: null,
    };
    press.hold = setTimeout(() => this.hold(press), HOLD_MS);
    this.press = press;
  };

  private hold(press: Press): void {
    if (this.press !== press || press.began) return;
    this.press = null;
    this.blocked = true; // the rest of this press is spent
    if (press.start) this.host.board()?.secondary(press.start);
  }

  readonly move = (e: PointerEvent) => {
    const board = this.host.board();
    const p = this.press;
    if (!board) return;
    if (!p) return this.hover(board, e);
    if (e.pointerId !== p.id) return;
    const point = this.host.toGrid(e.clientX, e.clientY);
    const far = Math.hypot(e.clientX - p.from.x, e.clientY - p.from.y) > SLOP_PX;
    p.heading = {
      x: p.heading.x / 2 + (point.x - p.last.x),
      y: p.heading.y / 2 + (point.y - p.last.y),
    };
    const along = targetsAlong(board, p, point);
    p.last = point;
    if (!p.began && (far || along.some((t) => !sameTarget(t, p.start)))) this.begin(board, p);
    if (!p.began) return;
    for (const t of along) {
      if (sameTarget(t, p.lastTarget)) continue;
      p.lastTarget = t;
      if (!p.stroke && !p.start) {
        // The press began off every target; the first one reached starts the stroke.
        p.start = t;
        p.stroke = board.primary(t);
      } else p.stroke?.over(t);
    }
  };

  private begin(board: SurfaceBoard, p: Press): void {
    p.began = true;
    if (p.hold != null) clearTimeout(p.hold);
    p.hold = null;
    if (p.start) p.stroke = board.primary(p.start);
  }

  readonly up = (e: PointerEvent) => {
    this.pointers.delete(e.pointerId);
    const p = this.press;
    if (p && e.pointerId === p.id) {
      this.press = null;
      if (p.hold != null) clearTimeout(p.hold);
      if (!p.began && p.start) this.host.board()?.primary(p.start)?.end();
      else p.stroke?.end();
    }
    if (this.pointers.size === 0) this.blocked = false;
  };

  readonly cancelled = (e: PointerEvent) => {
    this.pointers.delete(e.pointerId);
    this.cancel();
    if (this.pointers.size === 0) this.blocked = false;
  };

  readonly left = () => {
    if (!this.hovered) return;
    this.hovered = null;
    this.host.board()?.hover?.(null);
  };

  readonly contextMenu = (e: Event) => e.preventDefault();

  // Only a mouse hovers; a finger or pen is down whenever it is over the grid.
  private hover(board: SurfaceBoard, e: PointerEvent): void {
    if (!board.hover || e.pointerType !== 'mouse') return;
    const p = this.host.toGrid(e.clientX, e.clientY, true);
    const target = targetAt(board, p, board.aim(), tolerance(false));
    if (sameTarget(target, this.hovered)) return;
    this.hovered = target;
    board.hover(target);
  }
}

/** True where the main pointer is a finger: traces take a wider tolerance. */
export function isCoarse(): boolean {
  return globalThis.matchMedia?.('(pointer: coarse)').matches ?? false;
}
