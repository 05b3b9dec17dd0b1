// ZoomView: zoom and pan for a board's grid, knowing no puzzle. `render(grid, cols, rows)` puts
// the grid in a view that clips it; zoomed, the grid's SVG is given a width and height in px (as
// attributes, never styles) and the view scrolls over it, so the grid's box stays exactly its
// cells at every zoom. The toolbar's Zoom in, Zoom out and Fit (`tools`); `reveal` keeps the
// keyboard cursor in view; the gestures (pinch, wheel, drags: zoom-gestures.ts) are code of their
// own, asked for when the first grid's view is drawn: every page with a board fetches them just
// after its first script, which stays smaller by their weight.
import { html, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { bindElement } from './bind-element.js';
import type { Tool } from './frame-toolbar.js';
import { kitIcon, type KitIcon } from './icons.js';
import { isCoarse } from './surface-pointer.js';
import { Chunk, ChunkLoadError } from './chunk.js';
import { chunkError } from './chunk-events.js';
import type * as Gestures from './zoom-gestures.js';
import type { ZoomSteer } from './zoom-gestures.js';
import type { KitWords } from './words/en/kit.js';

/** Cells this wide (px) are comfortable to hit: a phone opens a small-celled grid at it. */
export const COMFORTABLE_PX = 28;
/**
 * Cells narrower than this at fit are small: zoom is offered (and a phone opens zoomed). A few
 * px under comfortable is left alone, so a 13 × 13 on a phone is not zoomed by a sliver.
 */
export const SMALL_PX = 24;
/** The largest cell zoom makes, in px. */
const MAX_CELL_PX = 112;
/** How much one press of Zoom in or Zoom out changes the zoom. */
const STEP = 1.5;

/** A point in the view, in the page's pixels. */
export type ViewPoint = { x: number; y: number };
/** A box in cell units (the keyboard cursor's, say). */
export type CellBox = { x: number; y: number; w: number; h: number };

/** The gestures' code, asked for when the first grid's view is drawn. */
const gestures = new Chunk<typeof Gestures>(() => import('./zoom-gestures.js'));

/** Zoom and pan over one grid; its host re-renders when the toolbar's buttons change. */
export class ZoomView implements ReactiveController {
  /** The zoom over the fit size: 1 shows the whole grid. */
  scale = 1;
  /** @internal The view's outer box, which takes the gestures. */
  port: HTMLElement | null = null;
  private cols = 1;
  private rows = 1;
  /** The grid last laid out (its size), to open a new one at its default zoom. */
  private laid = '';
  /** A cell's width at fit, px (0 until laid out). */
  private fitCell = 0;
  /** The gestures' listeners on the port, once their code is here. */
  private listeners: Array<[string, EventListener]> | null = null;
  /** Made on first use: a server renders the view without one. */
  private resizedObserver: ResizeObserver | null = null;
  /** What the toolbar shows, to re-render the host only when that changes. */
  private shown = '';

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  private get resized(): ResizeObserver {
    return (this.resizedObserver ??= new ResizeObserver(() => this.layout()));
  }

  /** True while zoomed in (the grid is bigger than the view). */
  get zoomed(): boolean {
    return this.scale > 1;
  }

  /** True when the grid at fit has cells too small to hit (under `SMALL_PX`). */
  get small(): boolean {
    return this.fitCell > 0 && this.fitCell < SMALL_PX;
  }

  /** The grid in its view, with the overview of where the view is. */
  render(grid: unknown, cols: number, rows: number) {
    this.cols = cols;
    this.rows = rows;
    return html`<div class="pk-zoom" ${bindElement(this.onPort)}>
      <div class="pk-zoom-view" @scroll=${this.overview}>
        <svg class="pk-zoom-sizer" viewBox="0 0 ${cols} ${rows}" aria-hidden="true"></svg>
        ${grid}
      </div>
      <svg
        class="pk-zoom-overview"
        viewBox="-0.5 -0.5 ${cols + 1} ${rows + 1}"
        aria-hidden="true"
        focusable="false"
      >
        <rect class="all" width=${cols} height=${rows}></rect>
        <rect class="seen"></rect>
      </svg>
    </div>`;
  }

  /** Zoom in, Zoom out and Fit, while the grid is small or zoomed (else none). */
  tools(words: KitWords): Tool[] {
    if (!this.small && !this.zoomed) return [];
    const { labels } = words;
    // Each target read when pressed: the host re-renders only when a button's state changes.
    const tool = (label: string, icon: KitIcon, enabled: boolean, to: () => number): Tool => ({
      label,
      icon: kitIcon(icon),
      enabled,
      iconOnly: true,
      action: () => this.zoomTo(to()),
    });
    return [
      tool(labels.zoomIn, 'zoom-in', this.scale < this.maxScale, () =>
        Math.max(this.scale * STEP, this.comfortable),
      ),
      tool(labels.zoomOut, 'zoom-out', this.zoomed, () => this.scale / STEP),
      tool(labels.fit, 'fit', this.zoomed, () => 1),
    ];
  }

  /** Zooms to `scale` (clamped) about a client point, the view's middle by default. */
  zoomTo(scale: number, about?: ViewPoint): void {
    const view = this.view;
    const grid = this.grid;
    const port = this.port;
    if (!view || !grid || !port) return;
    if (!this.fitCell) this.layout(); // asked before the view's first size arrived
    const box = view.getBoundingClientRect();
    const at = about ?? { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    const was = grid.getBoundingClientRect();
    this.place(scale, (at.x - was.left) / was.width, (at.y - was.top) / was.height, at);
  }

  /** Scrolls the least that brings `box` (cell units) into the view, when zoomed. */
  reveal(box: CellBox): void {
    const view = this.view;
    const grid = this.grid;
    if (!this.zoomed || !view || !grid) return;
    const cell = grid.getBoundingClientRect().width / this.cols;
    const margin = cell / 2;
    const into = (start: number, size: number, scroll: number, room: number) =>
      start - margin < scroll
        ? start - margin
        : start + size + margin > scroll + room
          ? start + size + margin - room
          : scroll;
    view.scrollLeft = into(box.x * cell, box.w * cell, view.scrollLeft, view.clientWidth);
    view.scrollTop = into(box.y * cell, box.h * cell, view.scrollTop, view.clientHeight);
    // The overview steps to the other corner when the cursor is under it.
    const x = (box.x + box.w / 2) * cell - view.scrollLeft;
    const y = (box.y + box.h / 2) * cell - view.scrollTop;
    const under = x > view.clientWidth * 0.6 && y > view.clientHeight * 0.6;
    this.port?.querySelector('.pk-zoom-overview')?.classList.toggle('flip', under);
  }

  hostConnected(): void {
    if (this.port) this.resized.observe(this.port);
  }

  hostDisconnected(): void {
    this.resized.disconnect();
  }

  /** @internal The scrolling view. */
  get view(): HTMLElement | null {
    return this.port?.querySelector<HTMLElement>('.pk-zoom-view') ?? null;
  }

  /** @internal The grid in the view. */
  get grid(): Element | null {
    return this.view?.lastElementChild ?? null;
  }

  /** The zoom whose cells are comfortable to hit. */
  private get comfortable(): number {
    return this.fitCell ? COMFORTABLE_PX / this.fitCell : 1;
  }

  /** The zoom whose cells are the largest zoom makes (1 until laid out). */
  private get maxScale(): number {
    return this.fitCell ? Math.max(MAX_CELL_PX / this.fitCell, 1) : 1;
  }

  /**
   * Sets the zoom, and scrolls so the grid's point (u, v) (fractions across and down) sits under
   * client point `at` (the view's top left when absent).
   */
  /** @internal */
  place(scale: number, u: number, v: number, at?: ViewPoint): void {
    const view = this.view!;
    const grid = this.grid!;
    const port = this.port!;
    this.scale = Math.min(Math.max(scale, 1), this.maxScale);
    port.classList.toggle('zoomed', this.zoomed);
    if (!this.zoomed) {
      grid.removeAttribute('width');
      grid.removeAttribute('height');
    } else {
      // Cells of the fit's width times the zoom, so Zoom in's comfortable cells are 28 px
      // whatever margin the zoomed view takes.
      const w = this.fitCell * this.scale * this.cols;
      const h = this.fitCell * this.scale * this.rows;
      grid.setAttribute('width', String(w));
      grid.setAttribute('height', String(h));
      const box = view.getBoundingClientRect();
      view.scrollLeft = at ? u * w - (at.x - box.left) : 0;
      view.scrollTop = at ? v * h - (at.y - box.top) : 0;
    }
    this.overview();
    this.changed();
  }

  /** Measures the fit; a new grid opens at its default: fit, or on a phone comfortable cells. */
  private layout(): void {
    const port = this.port;
    const grid = this.grid;
    if (!port || !grid) return;
    const fit = (
      this.zoomed ? port.querySelector('.pk-zoom-sizer')! : grid
    ).getBoundingClientRect();
    if (fit.width === 0) return;
    this.fitCell = fit.width / this.cols;
    const size = `${this.cols}x${this.rows}`;
    if (this.laid !== size) {
      this.laid = size;
      this.place(isCoarse() && this.small ? this.comfortable : 1, 0, 0);
    } else if (this.zoomed) this.zoomTo(this.scale);
    else this.changed();
  }

  hostUpdated(): void {
    // A grid of another size in the same view: lay it out now (the view's box may not change).
    if (this.port && this.laid !== `${this.cols}x${this.rows}`) this.layout();
  }

  /**
   * Tells the host when the toolbar's buttons change (shown, or enabled), not at every step of a
   * pinch: a zoom redraws no mark.
   */
  private changed(): void {
    const shown = `${this.small} ${this.zoomed} ${this.scale < this.maxScale}`;
    if (shown === this.shown) return;
    this.shown = shown;
    this.host.requestUpdate();
  }

  /** The overview's box of what the view shows, in cell units. */
  private readonly overview = () => {
    const view = this.view;
    const grid = this.grid;
    const seen = this.port?.querySelector('.pk-zoom-overview .seen');
    if (!view || !grid || !seen) return;
    const cell = grid.getBoundingClientRect().width / this.cols || 1;
    const set = (name: string, px: number, most: number) =>
      seen.setAttribute(name, String(Math.min(px / cell, most)));
    set('x', view.scrollLeft, this.cols);
    set('y', view.scrollTop, this.rows);
    set('width', view.clientWidth, this.cols);
    set('height', view.clientHeight, this.rows);
  };

  private readonly onPort = (el: Element) => {
    if (el === this.port) return;
    this.detach();
    this.resized.disconnect();
    // A new view (the grid came back after a making square, say) starts at fit.
    this.port = el as HTMLElement;
    this.scale = 1;
    this.laid = '';
    this.resized.observe(el);
    this.attach();
  };

  /** Puts the gestures on the port, loading their code the first time (see zoom-gestures.ts). */
  private attach(): void {
    const port = this.port;
    if (!port) return;
    gestures.get().then(
      ({ zoomGestures }) => {
        if (this.port !== port || this.listeners) return;
        this.listeners = zoomGestures(this as ZoomSteer);
        for (const [type, fn] of this.listeners)
          port.addEventListener(type, fn, { passive: false });
      },
      (error: unknown) => {
        const host = this.host as unknown as Element;
        chunkError(host, ChunkLoadError.from(error), () => this.attach());
      },
    );
  }

  private detach(): void {
    for (const [type, fn] of this.listeners ?? []) this.port?.removeEventListener(type, fn);
    this.listeners = null;
  }
}
