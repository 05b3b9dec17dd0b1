// GridSurface: the reactive controller that turns pointer, touch and keys on a board's grid
// element into targets and calls the board's primary, secondary and stroke. The board binds it
// in its template (`${surface.bind()}`, with role, tabindex, aria-label and the `pk-surface`
// class there too); pointer presses are surface-pointer.ts's, the maths trace.ts's.
import { css, svg, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { DirectiveResult } from 'lit/directive.js';
import { bindElement } from './bind-element.js';
import type { SurfaceBoard, Target } from './contract.js';
import { cellAt, tolerance, traceAt, type GridPoint } from './trace.js';
import { cursorOnGrid, cursorShape, keyAction } from './surface-cursor.js';
import { KIT_WORDS } from './words/kit-words.js';
import { describeTarget, type KitWords } from './words/en/kit.js';
import { Speech } from './locale.js';
import { isCoarse, PointerInput } from './surface-pointer.js';

export { HOLD_MS } from './surface-pointer.js';

export interface SurfaceOptions {
  /** The board presses go to, read on every press (a board may change game by game). */
  board: () => SurfaceBoard | null | undefined;
}

/**
 * The grid element's own rules, for the board's styles: no panning or zooming from a stroke
 * that starts on the grid (around it both still work), and cells left to right under
 * `dir="rtl"` too: the grid is a picture, and arrows move the cursor the way they point.
 */
export const surfaceStyles = css`
  .pk-surface {
    touch-action: none;
    direction: ltr;
    user-select: none;
    -webkit-user-select: none;
    -webkit-touch-callout: none;
  }
`;

/** Maps client coordinates on a board's grid to targets, and input to board calls. */
export class GridSurface implements ReactiveController {
  /** The keyboard cursor; pointer presses move it too. */
  cursor: Target = { kind: 'cell', cell: 0 };
  /** True while the grid has keyboard focus: the board draws `renderCursor()`. */
  cursorVisible = false;
  private el: Element | null = null;
  private rect: DOMRect | null = null;
  private readonly pointer: PointerInput;
  /** The kit's words in the host's language, for the cursor's place in the grid's name. */
  private readonly speech: Speech<KitWords>;

  constructor(
    private readonly host: ReactiveControllerHost & Element,
    private readonly options: SurfaceOptions,
  ) {
    this.pointer = new PointerInput({
      board: () => this.board,
      toGrid: (x, y, fresh) => this.toGrid(x, y, fresh),
      pressed: (target) => this.moveCursor(target, false),
    });
    this.speech = new Speech(host, KIT_WORDS);
    host.addController(this);
  }

  private get board(): SurfaceBoard | null {
    return this.options.board() ?? null;
  }

  /** The element directive that binds the surface to the grid element it is placed on. */
  bind(): DirectiveResult {
    return bindElement(this.onElement);
  }

  /** The grid's accessible name: the board's `name`, then where the cursor is. */
  label(name: string): string {
    const board = this.board;
    if (!board) return name;
    const cursor = cursorOnGrid(board, this.cursor, board.aim() === 'point');
    const words = this.speech.words;
    return words.gridLabel(name, board.describe?.(cursor) ?? describeTarget(board, cursor, words));
  }

  /** The cell under client point (x, y), or null. */
  cellAt(x: number, y: number): number | null {
    const board = this.board;
    return board ? cellAt(board, this.toGrid(x, y, true)) : null;
  }

  /** The interior side near client point (x, y) within the tolerance, or null. */
  trace(x: number, y: number, coarse = isCoarse()): number | null {
    const board = this.board;
    return board ? traceAt(board, this.toGrid(x, y, true), tolerance(coarse)) : null;
  }

  hostUpdate(): void {
    // A board that changed size or aim may leave the cursor off the grid: bring it home.
    const board = this.board;
    if (board) this.cursor = cursorOnGrid(board, this.cursor, board.aim() === 'point');
  }

  hostDisconnected(): void {
    this.cancel();
  }

  /** The drawn keyboard cursor, in cell units, for a board's SVG drawn in cell units. */
  renderCursor() {
    const board = this.board;
    if (!this.cursorVisible || !board) return null;
    const r = cursorShape(board, this.cursor);
    const round = this.cursor.kind === 'point' ? r.w / 2 : 0.06;
    return svg`<rect part="cursor" x=${r.x} y=${r.y} width=${r.w} height=${r.h} rx=${round}
      fill="none" stroke="var(--pk-focus, #1a73e8)" stroke-width="3"
      vector-effect="non-scaling-stroke" pointer-events="none"></rect>`;
  }

  /** Cancels a stroke in progress (Escape, a second finger, disconnect). */
  cancel(): void {
    this.pointer.cancel();
  }

  /** The keyboard cursor's box in cell units while it shows (to keep it in a zoomed view). */
  cursorBox(): { x: number; y: number; w: number; h: number } | null {
    const board = this.board;
    return this.cursorVisible && board ? cursorShape(board, this.cursor) : null;
  }

  private toGrid(x: number, y: number, fresh = false): GridPoint {
    if (fresh || !this.rect) this.rect = this.el?.getBoundingClientRect() ?? null;
    const r = this.rect;
    const board = this.board;
    if (!r || !board || r.width === 0 || r.height === 0) return { x: NaN, y: NaN };
    return {
      x: ((x - r.left) / r.width) * board.cols,
      y: ((y - r.top) / r.height) * board.rows,
    };
  }

  private readonly onKeyDown = (e: KeyboardEvent) => {
    const board = this.board;
    if (!board || e.ctrlKey || e.metaKey || e.altKey) return; // shortcuts are the frame's
    const action = keyAction(board, this.cursor, e);
    if (!action || (action === 'help' && !board.help)) return;
    if (action !== 'cancel') e.preventDefault();
    if (action === 'help') board.help?.();
    else if (action === 'primary') board.primary(this.cursor)?.end();
    else if (action === 'secondary') board.secondary(this.cursor);
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
    this.host.requestUpdate();
  }

  // Every listener the surface puts on the grid, so binding and unbinding cannot drift apart.
  private get listeners(): Array<[string, EventListener]> {
    const p = this.pointer;
    return [
      ['pointerdown', p.down as EventListener],
      ['pointermove', p.move as EventListener],
      ['pointerup', p.up as EventListener],
      ['pointercancel', p.cancelled as EventListener],
      ['pointerleave', p.left],
      ['contextmenu', p.contextMenu],
      ['keydown', this.onKeyDown as EventListener],
      ['focus', this.onFocus],
      ['blur', this.onBlur],
    ];
  }

  // The binding's callback: the grid element arrives, or changes (a keyed re-render).
  private readonly onElement = (el?: Element) => {
    if ((el ?? null) === this.el) return;
    for (const [type, listener] of this.listeners) this.el?.removeEventListener(type, listener);
    if (!el) this.cancel();
    this.el = el ?? null;
    this.rect = null;
    for (const [type, listener] of this.listeners) this.el?.addEventListener(type, listener);
  };
}
