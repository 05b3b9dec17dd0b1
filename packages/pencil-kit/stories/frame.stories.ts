// Stories for <pk-frame> around the demonstration board: one per state. Saves are off so a
// story always opens the same way.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define/pk-frame.js';
import './demo-board.js';
import type { PkDemoBoard } from './demo-board.js';

interface FrameArgs {
  heading: string;
}

const meta: Meta<FrameArgs> = {
  title: 'Pencil kit/Frame',
  component: 'pk-frame',
  tags: ['autodocs'],
  args: { heading: 'Demo · Practice 4×4' },
  render: ({ heading }) => html`<pk-demo-board .heading=${heading}></pk-demo-board>`,
};
export default meta;

type Story = StoryObj<FrameArgs>;

/** Makes primary presses on cells through the board contract, as taps would. */
async function press(canvas: HTMLElement, cells: number[]) {
  const board = canvas.querySelector<PkDemoBoard>('pk-demo-board')!;
  await board.updateComplete;
  for (const cell of cells) board.game.primary({ kind: 'cell', cell }).end();
  await board.updateComplete;
}

export const BeforeTheFirstMove: Story = {};
export const InProgress: Story = { play: ({ canvasElement }) => press(canvasElement, [0, 5, 6]) };
export const Solved: Story = {
  play: ({ canvasElement }) => press(canvasElement, [0, 3, 12, 15]),
};
/** The result panel over the board, with a host's line in its `result` slot. */
export const SolvedWithHostLine: Story = {
  render: ({ heading }) =>
    html`<pk-demo-board .heading=${heading}>
      <p slot="result">You are #3 today.</p>
    </pk-demo-board>`,
  play: ({ canvasElement }) => press(canvasElement, [0, 3, 12, 15]),
};

/** The helpers' switches, open in their popover. */
export const HelpersOpen: Story = {
  play: async ({ canvasElement }) => {
    const board = canvasElement.querySelector<PkDemoBoard>('pk-demo-board')!;
    await board.updateComplete;
    const frame = board.shadowRoot!.querySelector('pk-frame')!;
    await frame.updateComplete;
    frame.shadowRoot!.querySelector<HTMLElement>('[part~="settings"]')!.click();
  },
};

/** In a narrow box: the controls in one row of icons under the board. */
export const Narrow: Story = {
  render: ({ heading }) =>
    html`<div style="width: 320px"><pk-demo-board .heading=${heading}></pk-demo-board></div>`,
  play: ({ canvasElement }) => press(canvasElement, [0, 5]),
};

/** In a wide box: the header and the controls beside the board. */
export const Wide: Story = {
  render: ({ heading }) =>
    html`<div style="width: 900px"><pk-demo-board .heading=${heading}></pk-demo-board></div>`,
  play: ({ canvasElement }) => press(canvasElement, [0, 5]),
};

export const CustomColours: Story = {
  render: ({ heading }) =>
    html`<pk-demo-board
      .heading=${heading}
      style="--pk-accent: #6b2fb3; --pk-line: #6b5a80; --pk-solved: #0b6e62; --pk-radius: 2px"
    ></pk-demo-board>`,
  play: ({ canvasElement }) => press(canvasElement, [0, 3, 12, 15]),
};
/**
 * Under `dir="rtl"` the toolbar and tray run right to left while the grid stays a picture; the
 * toolbar's last button (Restart) has focus, reached with End as the keyboard would.
 */
export const RightToLeftToolbarFocus: Story = {
  render: ({ heading }) =>
    html`<div dir="rtl">
      <pk-demo-board .heading=${heading}></pk-demo-board>
    </div>`,
  play: async ({ canvasElement }) => {
    await press(canvasElement, [5]);
    const frame = canvasElement
      .querySelector('pk-demo-board')!
      .shadowRoot!.querySelector('pk-frame')!;
    await frame.updateComplete;
    const undo = frame.shadowRoot!.querySelector<HTMLButtonElement>('[part~="button"]')!;
    undo.focus();
    undo.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, composed: true }));
  },
};
