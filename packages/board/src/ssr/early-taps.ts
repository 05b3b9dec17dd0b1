// Presses on server-drawn boards' grids made before the boards came to life: kept, and played
// on each grid once it listens (after hydration, with the game running), so a player who taps a
// wall as the page loads finds it drawn. Only the grids' pointer events are kept (a tap, or a
// drag along the lines), a few hundred a board at most; a button pressed before then does
// nothing, as on any page still loading. Part of the hydrate entry only: a page that draws its
// boards in the browser has nothing to keep.
const TYPES = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel'] as const;
/** More than a long drag's worth; past it, the rest is not kept. */
const MAX_KEPT = 400;

type Kept = { type: string; init: PointerEventInit };

const isGrid = (target: EventTarget) =>
  target instanceof Element && target.getAttribute('part') === 'grid';

export class EarlyTaps {
  private readonly kept = new Map<Element, Kept[]>();
  /** The board a press began on the grid of: its moves and its end are kept too. */
  private pressing: Element | null = null;
  /** Boards already playing: their own listeners take their presses. */
  private readonly live = new WeakSet<Element>();

  constructor(
    private readonly root: Document | Element,
    private readonly tag = 'galaxies-board',
  ) {
    for (const type of TYPES) root.addEventListener(type, this.keep, true);
  }

  private readonly keep = (event: Event) => {
    const e = event as PointerEvent;
    if (e.type === 'pointerdown') {
      const path = e.composedPath();
      const board = path.find((t) => t instanceof Element && t.localName === this.tag);
      this.pressing = path.some(isGrid) && board ? (board as Element) : null;
    }
    const board = this.pressing;
    if (!board || this.live.has(board)) return;
    if (e.type === 'pointerup' || e.type === 'pointercancel') this.pressing = null;
    const list = this.kept.get(board) ?? [];
    if (list.length >= MAX_KEPT) return;
    const { clientX, clientY, pointerId, pointerType, isPrimary, button, buttons } = e;
    list.push({
      type: e.type,
      init: { clientX, clientY, pointerId, pointerType, isPrimary, button, buttons },
    });
    this.kept.set(board, list);
  };

  /** Plays what was kept for `board` on its grid (now listening), in order; keeps no more. */
  replay(board: Element): void {
    this.live.add(board);
    const kept = this.kept.get(board) ?? [];
    this.kept.delete(board);
    const grid = board.shadowRoot?.querySelector('[part="grid"]');
    if (!grid) return;
    for (const { type, init } of kept) {
      grid.dispatchEvent(new PointerEvent(type, { ...init, bubbles: true, composed: true }));
    }
  }

  /** Stops keeping presses. */
  stop(): void {
    for (const type of TYPES) this.root.removeEventListener(type, this.keep, true);
  }
}
