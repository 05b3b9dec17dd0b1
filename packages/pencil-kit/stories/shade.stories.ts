// Stories for <pk-shade-board>, the second puzzle on the kit's board contract: one per state.
// Saves are off (the board's default) so a story always opens the same way.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import './shade-board.js';
import type { PkShadeBoard } from './shade-board.js';
import { TREE_ANSWER } from './shade-game.js';

interface ShadeArgs {
  heading: string;
}

const meta: Meta<ShadeArgs> = {
  title: 'Pencil kit/Shade cells (a second puzzle)',
  tags: ['autodocs'],
  args: { heading: 'Shade · Toy 5×5' },
  render: ({ heading }) => html`<pk-shade-board .heading=${heading}></pk-shade-board>`,
};
export default meta;

type Story = StoryObj<ShadeArgs>;

/** Shades cells through the board contract, as taps would. */
async function shade(canvas: HTMLElement, cells: readonly number[]) {
  const el = canvas.querySelector<PkShadeBoard>('pk-shade-board')!;
  await el.updateComplete;
  for (const cell of cells) el.game.primary({ kind: 'cell', cell }).end();
  await el.updateComplete;
}

export const Fresh: Story = {};
/** The tree's tip and trunk shaded: the three row clues they meet grey out. */
export const InProgress: Story = { play: ({ canvasElement }) => shade(canvasElement, [2, 17, 22]) };
export const Solved: Story = { play: ({ canvasElement }) => shade(canvasElement, TREE_ANSWER) };
