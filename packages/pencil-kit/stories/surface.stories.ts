// Stories for GridSurface, shown on the demonstration board (in its frame): one per state.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import './demo-board.js';
import type { PkDemoBoard } from './demo-board.js';
import type { DemoMarks } from './demo-game.js';

interface SurfaceArgs {
  rows: number;
  cols: number;
  marks: DemoMarks;
}

const meta: Meta<SurfaceArgs> = {
  title: 'Pencil kit/Grid surface',
  tags: ['autodocs'],
  args: { rows: 4, cols: 4, marks: [] },
  render: ({ rows, cols, marks }) =>
    html`<pk-demo-board .rows=${rows} .cols=${cols} .marks=${marks}></pk-demo-board>`,
};
export default meta;

type Story = StoryObj<SurfaceArgs>;

/** Presses keys on the board's grid the way the keyboard would, after focusing it. */
async function keys(canvas: HTMLElement, list: Array<[key: string, shift?: boolean]>) {
  const board = canvas.querySelector<PkDemoBoard>('pk-demo-board')!;
  const grid = board.grid;
  grid.focus();
  for (const [key, shiftKey = false] of list) {
    grid.dispatchEvent(
      new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, composed: true }),
    );
  }
  await board.updateComplete;
}

export const Empty: Story = {};
export const CellsAndSides: Story = {
  args: { marks: ['c0', 'c5', 's2', 's9', 'xc10', 'xs20'] },
};
export const Wide: Story = { args: { rows: 3, cols: 7 } };
export const KeyboardCursorOnCell: Story = {
  play: ({ canvasElement }) => keys(canvasElement, [['ArrowRight'], ['ArrowDown']]),
};
export const KeyboardCursorOnSide: Story = {
  play: ({ canvasElement }) =>
    keys(canvasElement, [
      ['ArrowRight', true],
      ['ArrowDown', true],
    ]),
};

/** A 20 × 20 grid in the kit's ZoomView, zoomed in once: any board's grid zooms the same way. */
export const ZoomedIn: Story = {
  args: { rows: 20, cols: 20 },
  render: ({ rows, cols, marks }) =>
    html`<pk-demo-board zoomable .rows=${rows} .cols=${cols} .marks=${marks}></pk-demo-board>`,
  play: async ({ canvasElement }) => {
    const board = canvasElement.querySelector<PkDemoBoard>('pk-demo-board')!;
    await board.updateComplete;
    board.zoom.zoomTo(2.5);
    await board.updateComplete;
  },
};
