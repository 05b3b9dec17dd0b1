// The zoom's gestures: a pinch and a two-finger drag on touch, Ctrl/Cmd + wheel (a trackpad's
// pinch) and the wheel or a drag on the margin with a mouse. Loaded by ZoomView (zoom-view.ts)
// as code of its own when the first grid's view is drawn, so a page's first script holds only
// what it draws (every page with a board fetches this just after it); the toolbar's Zoom in, Zoom
// out and Fit work without it. Gestures never draw: the surface cancels a stroke at a second
// finger, and a drag off the grid is never a stroke.

type Point = { x: number; y: number };

/** What the gestures steer: the zoom view's state and its two moves. */
export interface ZoomSteer {
  readonly scale: number;
  readonly zoomed: boolean;
  readonly port: HTMLElement | null;
  readonly view: HTMLElement | null;
  readonly grid: Element | null;
  /** Sets the zoom, the grid's point (u, v) (fractions across and down) under client point `at`. */
  place(scale: number, u: number, v: number, at?: Point): void;
  /** Zooms to `scale` about a client point. */
  zoomTo(scale: number, about?: Point): void;
}

/** The listeners to put on a zoom view's port, with the state of the gestures in progress. */
export function zoomGestures(zoom: ZoomSteer): Array<[string, EventListener]> {
  const touches = new Map<number, Point>();
  /** A pinch: the grid's point under the fingers, their distance, and the zoom it began at. */
  let pinch: { u: number; v: number; dist: number; scale: number } | null = null;
  /** A drag on the margin: the pointer and where it was. */
  let drag: { id: number; at: Point } | null = null;

  const startPinch = () => {
    const grid = zoom.grid;
    if (!grid) return;
    drag = null;
    const [a, b] = [...touches.values()] as [Point, Point];
    const box = grid.getBoundingClientRect();
    pinch = {
      u: ((a.x + b.x) / 2 - box.left) / box.width,
      v: ((a.y + b.y) / 2 - box.top) / box.height,
      dist: Math.hypot(a.x - b.x, a.y - b.y) || 1,
      scale: zoom.scale,
    };
  };

  const down = (e: PointerEvent) => {
    if (e.pointerType === 'touch') touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (touches.size === 2) return startPinch();
    // A press on the margin (off the grid), or the middle button anywhere, drags the view.
    const grid = zoom.grid;
    const off = e.button === 0 && grid && !grid.contains(e.target as Node);
    if (zoom.zoomed && (off || e.button === 1)) {
      e.preventDefault(); // no autoscroll from the middle button
      drag = { id: e.pointerId, at: { x: e.clientX, y: e.clientY } };
      try {
        zoom.port?.setPointerCapture(e.pointerId);
      } catch {
        // A pointer the browser already released: the drag works without capture.
      }
    }
  };

  const move = (e: PointerEvent) => {
    if (touches.has(e.pointerId)) touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pinch && touches.size === 2) {
      const [a, b] = [...touches.values()] as [Point, Point];
      const dist = Math.hypot(a.x - b.x, a.y - b.y);
      const at = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      zoom.place(pinch.scale * (dist / pinch.dist), pinch.u, pinch.v, at);
      return;
    }
    const view = zoom.view;
    if (!drag || drag.id !== e.pointerId || !view) return;
    view.scrollLeft -= e.clientX - drag.at.x;
    view.scrollTop -= e.clientY - drag.at.y;
    drag.at = { x: e.clientX, y: e.clientY };
  };

  const up = (e: PointerEvent) => {
    touches.delete(e.pointerId);
    if (touches.size < 2) pinch = null;
    if (drag?.id === e.pointerId) drag = null;
  };

  // Ctrl/Cmd + wheel (and a trackpad's pinch, which the browser sends so) zooms about the
  // pointer; a plain wheel pans a zoomed grid, and the page scrolls once the grid's edge is shown.
  const wheel = (e: WheelEvent) => {
    const view = zoom.view;
    if (!view) return;
    if (e.ctrlKey || e.metaKey) {
      e.preventDefault();
      zoom.zoomTo(zoom.scale * Math.exp(-e.deltaY / 200), { x: e.clientX, y: e.clientY });
      return;
    }
    if (!zoom.zoomed) return;
    const { scrollLeft, scrollTop } = view;
    view.scrollLeft += e.deltaX;
    view.scrollTop += e.deltaY;
    if (view.scrollLeft !== scrollLeft || view.scrollTop !== scrollTop) e.preventDefault();
  };

  return [
    ['pointerdown', down as EventListener],
    ['pointermove', move as EventListener],
    ['pointerup', up as EventListener],
    ['pointercancel', up as EventListener],
    ['wheel', wheel as EventListener],
  ];
}
