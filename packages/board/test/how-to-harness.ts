// A harness for How to play's browser tests: the window on a board, the tutorial inside it, and
// real taps on the tutorial's sides, without the tests digging through shadow roots.
import { commands } from 'vitest/browser';
import type { GalaxiesBoard } from '../src/board.js';
import type { GalaxiesHowToDialog } from '../src/how-to/galaxies-how-to-dialog.js';
import type { GalaxiesTutorial } from '../src/how-to/galaxies-tutorial.js';
import { find, frameOf } from './harness.js';

/** The board's How to play button in the frame's header. */
export function howToButton(el: GalaxiesBoard): HTMLButtonElement | null {
  return find<HTMLButtonElement>(el, 'button[part~="how-to"]');
}

/** The board's How to play window element, once it has been asked for. */
export function howToWindow(el: GalaxiesBoard): GalaxiesHowToDialog | null {
  return find<GalaxiesHowToDialog>(el, 'galaxies-how-to-dialog');
}

/** The native <dialog> inside the window, or null. */
export function dialogOf(el: GalaxiesBoard): HTMLDialogElement | null {
  return howToWindow(el)?.shadowRoot?.querySelector('dialog') ?? null;
}

/** Waits until the window has loaded and shows (or has closed, with `open` false). */
export async function windowIs(el: GalaxiesBoard, open: boolean): Promise<void> {
  for (let k = 0; k < 100; k++) {
    const dialog = dialogOf(el);
    if (!!dialog?.open === open && (!open || tutorialIn(el))) return;
    await new Promise((done) => setTimeout(done, 20));
  }
  throw new Error(`How to play did not ${open ? 'open' : 'close'}`);
}

/** The tutorial inside the window. */
export function tutorialIn(el: GalaxiesBoard): GalaxiesTutorial | null {
  const howTo = howToWindow(el)?.shadowRoot?.querySelector('galaxies-how-to');
  return howTo?.shadowRoot?.querySelector('galaxies-tutorial') ?? null;
}

/** The element focused, through shadow roots. */
export function deepFocus(): Element | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/** What the tutorial's step line says. */
export function tutorialSays(t: GalaxiesTutorial): string {
  return t.shadowRoot!.querySelector('[part~="step"]')!.textContent ?? '';
}

/** Taps each point (in cell units) of the tutorial's grid with the real mouse. */
async function tapTutorial(t: GalaxiesTutorial, points: Array<[number, number]>): Promise<void> {
  const grid = t.shadowRoot!.querySelector('svg[part~="grid"]')!;
  grid.scrollIntoView({ block: 'center' }); // as a player scrolls the window to reach it
  for (const [x, y] of points) {
    const r = grid.getBoundingClientRect();
    const p = { x: r.left + (x / 4) * r.width, y: r.top + (y / 4) * r.height };
    await commands.gesture({ pointer: 'mouse', points: [p] });
    await t.updateComplete;
  }
}

/** Taps each side of the tutorial's grid, just off its middle. */
export function tapTutorialSides(t: GalaxiesTutorial, sides: readonly number[]): Promise<void> {
  return tapTutorial(
    t,
    sides.map((side) => {
      const cell = side >> 1;
      return side % 2 === 0
        ? [(cell % 4) + 1.04, Math.floor(cell / 4) + 0.5]
        : [(cell % 4) + 0.5, Math.floor(cell / 4) + 1.04];
    }),
  );
}

/** Taps each cell of the tutorial's grid in its middle. */
export function tapTutorialCells(t: GalaxiesTutorial, cells: readonly number[]): Promise<void> {
  return tapTutorial(
    t,
    cells.map((cell) => [(cell % 4) + 0.5, Math.floor(cell / 4) + 0.5]),
  );
}

/** The frame's running clock: whether it counts now. */
export function clockRuns(el: GalaxiesBoard): boolean {
  return frameOf(el).session!.timer.running;
}
