// A harness for the frame's browser tests, so tests speak of buttons, parts, cells and marks,
// not shadow DOM: it mounts the demonstration board (a frame around a grid) and reaches in once.
import { commands } from 'vitest/browser';
import '../stories/demo-board.js';
import type { PkDemoBoard } from '../stories/demo-board.js';
import type { DemoGame } from '../stories/demo-game.js';
import type { PkFrame, PkSolvedDetail } from '../src/frame.js';

export interface FrameSetup {
  code?: string;
  slug?: string;
  saves?: 'on' | 'off';
  heading?: string;
  /** Where to mount it; the body by default. */
  parent?: HTMLElement;
}

/** One demonstration board in its frame, as a test sees it. */
export class FrameHarness {
  /** Every `pk-solved` detail heard. */
  readonly solved: PkSolvedDetail[] = [];

  private constructor(readonly board: PkDemoBoard) {
    board.addEventListener('pk-solved', (e) => this.solved.push(e.detail));
  }

  static async mount(setup: FrameSetup = {}): Promise<FrameHarness> {
    const board = document.createElement('pk-demo-board');
    board.heading = setup.heading ?? 'Demo · Practice 4×4';
    board.slug = setup.slug ?? 'kit-frame-test';
    board.saves = setup.saves ?? 'on';
    board.code = setup.code ?? 'test-1';
    const h = new FrameHarness(board);
    (setup.parent ?? document.body).append(board);
    await h.settle();
    return h;
  }

  get frame(): PkFrame {
    return this.board.shadowRoot!.querySelector('pk-frame')!;
  }

  /** The game: the board contract the frame was given. */
  get game(): DemoGame {
    return this.board.game;
  }

  /** The marks as saved (what the frame's save reads). */
  marks(): string[] {
    return this.game.read();
  }

  async settle(): Promise<void> {
    await this.board.updateComplete;
    await this.frame.updateComplete;
    await this.board.updateComplete;
  }

  /** A part of the frame's own, or null. */
  part(name: string): HTMLElement | null {
    return this.frame.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
  }

  /** The text a part shows, looking inside the kit element it may be. */
  text(name: string): string {
    const el = this.part(name);
    return (el?.shadowRoot ?? el)?.textContent ?? '';
  }

  /** A toolbar button by its label, or undefined. */
  button(label: string): HTMLButtonElement | undefined {
    return this.buttons().find((b) => b.textContent!.trim() === label);
  }

  buttons(): HTMLButtonElement[] {
    return [...this.frame.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="button"]')];
  }

  /** The focused toolbar button's label, or null. */
  focusedButton(): string | null {
    return this.frame.shadowRoot!.activeElement?.textContent?.trim() ?? null;
  }

  grid(): SVGSVGElement {
    return this.board.shadowRoot!.querySelector<SVGSVGElement>('[part~="grid"]')!;
  }

  /** How many filled cells the grid draws now (saved marks and any stroke in progress). */
  drawnCells(): number {
    return this.grid().querySelectorAll('rect.fill').length;
  }

  /** The element focused inside the board (its grid, a tray tool), or null. */
  focused(): Element | null {
    return this.board.shadowRoot!.activeElement;
  }

  /** The tools in the frame's tray slot. */
  tray(): Element[] {
    return [...this.board.shadowRoot!.querySelectorAll('[slot="tray"]')];
  }

  /** Client coordinates of a cell's middle. */
  cellPoint(cell: number): { x: number; y: number } {
    const r = this.grid().getBoundingClientRect();
    const size = r.width / this.game.cols;
    return {
      x: r.left + ((cell % this.game.cols) + 0.5) * size,
      y: r.top + (Math.floor(cell / this.game.cols) + 0.5) * size,
    };
  }

  /** Clicks the middle of each cell with the real mouse. */
  async clickCells(...cells: number[]): Promise<void> {
    for (const cell of cells) {
      const p = this.cellPoint(cell);
      await commands.mouseScript([{ type: 'move', ...p }, { type: 'down' }, { type: 'up' }]);
      await this.settle();
    }
  }

  /** Marks cells through the board contract, as taps would. */
  async press(...cells: number[]): Promise<void> {
    for (const cell of cells) this.game.primary({ kind: 'cell', cell }).end();
    await this.settle();
  }
}
