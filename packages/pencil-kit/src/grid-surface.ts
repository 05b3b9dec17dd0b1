// GridSurface: the reactive controller that turns pointer, touch and keys on a board's grid
// element into targets and calls the board's primary, secondary and stroke. Maths in trace.ts.
import { svg, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { sameTarget, type Aim, type PkBoard, type Stroke, type Target } from './contract.js';
import { cellAt, cellsAlong, sidesAlong, tolerance, traceAt, type GridPoint } from './trace.js';
import { cursorOnGrid, cursorShape, describeTarget, keyAction } from './surface-cursor.js';

/** The board calls the surface makes; a board element passes itself. */
export type SurfaceBoard = Pick<PkBoard, 'rows' | 'cols' | 'aim' | 'primary' | 'secondary'> &
  Partial<Pick<PkBoard, 'describe'>>;

export interface SurfaceOptions {
  /** The element whose box is exactly the grid's cells (the board's `part="grid"`). */
  grid: () => Element | null | undefined;
  /** Whom presses go to; defaults to the host. */
  board?: SurfaceBoard;
  /** The grid's accessible name, e.g. "Puzzle board". */
  label?: () => string;
}

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

/** Maps client coordinates on a board's grid to cells and sides, and input to board calls. */
export class GridSurface implements ReactiveController {
  /** The keyboard cursor; pointer presses move it too. */
  cursor: Target = { kind: 'cell', cell: 0 };
  /** True while the grid has keyboard focus: the board draws `renderCursor()`. */
  cursorVisible = false;
  private el: Element | null = null;
  private rect: DOMRect | null = null;
  private press: Press | null = null;
  private pointers = new Set<number>();
  private blocked = false;
  private readonly board: SurfaceBoard;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: SurfaceOptions,
  ) {
    this.board = options.board ?? (host as unknown as SurfaceBoard);
    host.addController(this);
  }

  /** The cell under client point (x, y), or null. */
  cellAt(x: number, y: number): number | null {
    return cellAt(this.board, this.toGrid(x, y, true));
  }

  /** The interior side near client point (x, y) within the tolerance, or null. */
  trace(x: number, y: number, coarse = isCoarse()): number | null {
    return traceAt(this.board, this.toGrid(x, y, true), tolerance(coarse));
  }

  hostUpdated(): void {
    // A board that changed size may leave the cursor off the grid: bring it home.
    this.cursor = cursorOnGrid(this.board, this.cursor);
    const el = this.options.grid() ?? null;
    if (el !== this.el) {
      this.unbind();
      this.el = el;
      this.bind();
    }
    this.label();
  }

  hostDisconnected(): void {
    this.cancel();
    this.unbind();
    this.el = null;
  }

  /** The drawn keyboard cursor, in cell units, for a board's SVG drawn in cell units. */
  renderCursor() {
    if (!this.cursorVisible) return null;
    const r = cursorShape(this.board, this.cursor);
    return svg`<rect part="cursor" x=${r.x} y=${r.y} width=${r.w} height=${r.h} rx="0.06"
      fill="none" stroke="var(--pk-focus, #1a73e8)" stroke-width="3"
      vector-effect="non-scaling-stroke" pointer-events="none"></rect>`;
  }

  /** Cancels a stroke in progress (Escape, a second finger, disconnect). */
  cancel(): void {
    const p = this.press;
    if (!p) return;
    this.press = null;
    if (p.hold != null) clearTimeout(p.hold);
    p.stroke?.cancel();
    this.blocked = this.pointers.size > 0;
  }

  private toGrid(x: number, y: number, fresh = false): GridPoint {
    if (fresh || !this.rect) this.rect = this.el?.getBoundingClientRect() ?? null;
    const r = this.rect;
    if (!r || r.width === 0 || r.height === 0) return { x: NaN, y: NaN };
    return {
      x: ((x - r.left) / r.width) * this.board.cols,
      y: ((y - r.top) / r.height) * this.board.rows,
    };
  }

  private targetAt(p: GridPoint, aim: Aim, tol: number): Target | null {
    if (aim === 'cell') {
      const cell = cellAt(this.board, p);
      return cell == null ? null : { kind: 'cell', cell };
    }
    const side = traceAt(this.board, p, tol);
    return side == null ? null : { kind: 'side', side };
  }

  private readonly onPointerDown = (e: PointerEvent) => {
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
    if (this.blocked) return;
    const tol = tolerance(e.pointerType === 'touch' || isCoarse());
    const aim = this.board.aim();
    const last = this.toGrid(e.clientX, e.clientY, true);
    const start = this.targetAt(last, aim, tol);
    if (start) this.moveCursor(start, false);
    if (e.button === 2) {
      if (start) this.board.secondary(start);
      return;
    }
    if (e.button !== 0) return;
    try {
      this.el?.setPointerCapture(e.pointerId);
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
    if (press.start) this.board.secondary(press.start);
  }

  private readonly onPointerMove = (e: PointerEvent) => {
    const p = this.press;
    if (!p || e.pointerId !== p.id) return;
    const point = this.toGrid(e.clientX, e.clientY);
    const far = Math.hypot(e.clientX - p.from.x, e.clientY - p.from.y) > SLOP_PX;
    p.heading = {
      x: p.heading.x / 2 + (point.x - p.last.x),
      y: p.heading.y / 2 + (point.y - p.last.y),
    };
    const along =
      p.aim === 'cell'
        ? cellsAlong(this.board, p.last, point).map((cell): Target => ({ kind: 'cell', cell }))
        : sidesAlong(this.board, p.last, point, p.tolerance, p.heading).map((side): Target => ({
            kind: 'side',
            side,
          }));
    p.last = point;
    if (!p.began && (far || along.some((t) => !sameTarget(t, p.start)))) this.begin(p);
    if (!p.began) return;
    for (const t of along) {
      if (sameTarget(t, p.lastTarget)) continue;
      p.lastTarget = t;
      if (!p.stroke && !p.start) {
        // The press began off every target; the first one reached starts the stroke.
        p.start = t;
        p.stroke = this.board.primary(t);
      } else p.stroke?.over(t);
    }
  };

  private begin(p: Press): void {
    p.began = true;
    if (p.hold != null) clearTimeout(p.hold);
    p.hold = null;
    if (p.start) p.stroke = this.board.primary(p.start);
  }

  private readonly onPointerUp = (e: PointerEvent) => {
    this.pointers.delete(e.pointerId);
    const p = this.press;
    if (p && e.pointerId === p.id) {
      this.press = null;
      if (p.hold != null) clearTimeout(p.hold);
      if (!p.began && p.start) this.board.primary(p.start)?.end();
      else p.stroke?.end();
    }
    if (this.pointers.size === 0) this.blocked = false;
  };

  private readonly onPointerCancel = (e: PointerEvent) => {
    this.pointers.delete(e.pointerId);
    this.cancel();
    if (this.pointers.size === 0) this.blocked = false;
  };

  private readonly onContextMenu = (e: Event) => e.preventDefault();

  private readonly onKeyDown = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return; // leave shortcuts (undo, redo) to the frame
    const action = keyAction(this.board, this.cursor, e);
    if (!action) return;
    if (action !== 'cancel') e.preventDefault();
    if (action === 'primary') this.board.primary(this.cursor)?.end();
    else if (action === 'secondary') this.board.secondary(this.cursor);
    else if (action === 'cancel') this.cancel();
    else this.moveCursor(action, true);
  };

  private readonly onFocus = () => {
    this.cursorVisible = this.el?.matches(':focus-visible') ?? false;
    this.host.requestUpdate();
  };

  private readonly onBlur = () => {
    this.cursorVisible = false;
    this.host.requestUpdate();
  };

  private moveCursor(target: Target, byKey: boolean): void {
    this.cursor = target;
    this.cursorVisible = byKey || (this.cursorVisible && this.el?.matches(':focus') === true);
    this.label();
    this.host.requestUpdate();
  }

  private label(): void {
    if (!this.el) return;
    const where = this.board.describe?.(this.cursor) ?? describeTarget(this.board, this.cursor);
    const name = this.options.label?.() ?? 'Puzzle grid';
    this.el.setAttribute('aria-label', `${name}. ${where}`);
  }

  // Every listener the surface puts on the grid, so binding and unbinding cannot drift apart.
  private get listeners(): Array<[string, EventListener]> {
    return [
      ['pointerdown', this.onPointerDown as EventListener],
      ['pointermove', this.onPointerMove as EventListener],
      ['pointerup', this.onPointerUp as EventListener],
      ['pointercancel', this.onPointerCancel as EventListener],
      ['contextmenu', this.onContextMenu],
      ['keydown', this.onKeyDown as EventListener],
      ['focus', this.onFocus],
      ['blur', this.onBlur],
    ];
  }

  private bind(): void {
    const el = this.el as HTMLElement | null;
    if (!el) return;
    el.setAttribute('tabindex', '0');
    el.setAttribute('role', 'application');
    // No panning or zooming from a stroke that starts on the grid; around it both still work.
    el.style.touchAction = 'none';
    // A picture, not text: cells run left to right under dir="rtl" too, as the maths assume, so
    // arrows move the cursor the way they point (an HTML grid would otherwise mirror its cells).
    el.style.direction = 'ltr';
    for (const [type, listener] of this.listeners) el.addEventListener(type, listener);
  }

  private unbind(): void {
    for (const [type, listener] of this.listeners) this.el?.removeEventListener(type, listener);
  }
}

function isCoarse(): boolean {
  return globalThis.matchMedia?.('(pointer: coarse)').matches ?? false;
}
