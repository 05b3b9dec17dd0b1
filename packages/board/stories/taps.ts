// For stories' play functions: a tap just off the middle of a side of an element's grid, or in
// the middle of a cell, as a finger would make it (a press and a release the grid's surface
// hears).

/** A tap at (x, y) in cell units on the grid in `root`. */
function tapAt(root: ShadowRoot, x: number, y: number): void {
  const grid = root.querySelector<SVGSVGElement>('svg[part~="grid"]')!;
  const { width: w, height: h } = grid.viewBox.baseVal;
  const r = grid.getBoundingClientRect();
  const at = { clientX: r.left + (x / w) * r.width, clientY: r.top + (y / h) * r.height };
  const init = { ...at, bubbles: true, isPrimary: true, pointerId: 1, pointerType: 'mouse' };
  grid.dispatchEvent(new PointerEvent('pointerdown', { ...init, button: 0 }));
  grid.dispatchEvent(new PointerEvent('pointerup', { ...init, button: 0 }));
}

/** A tap just off the middle of `side`. */
export function tapSide(root: ShadowRoot, side: number): void {
  const w = root.querySelector<SVGSVGElement>('svg[part~="grid"]')!.viewBox.baseVal.width;
  const cell = side >> 1;
  const [x, y] =
    side % 2 === 0
      ? [(cell % w) + 1.04, Math.floor(cell / w) + 0.5]
      : [(cell % w) + 0.5, Math.floor(cell / w) + 1.04];
  tapAt(root, x, y);
}

/** A tap in the middle of `cell`. */
export function tapCell(root: ShadowRoot, cell: number): void {
  const w = root.querySelector<SVGSVGElement>('svg[part~="grid"]')!.viewBox.baseVal.width;
  tapAt(root, (cell % w) + 0.5, Math.floor(cell / w) + 0.5);
}
