// Stories for zoom and pan: a 21 × 21 in a phone-wide box (cells too small to hit, so the
// toolbar offers Zoom in, Zoom out and Fit), the same zoomed in (the view clips and scrolls the
// grid; the overview in the corner shows where the view is), and zoomed in the dark scheme.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define/galaxies-board.js';
import type { GalaxiesBoard } from '../src/board.js';
import { answerWalls } from '@galaxies/engine';
import { SAMPLE_21X21 } from '../test/fixtures.js';

interface ZoomArgs {
  scheme: 'auto' | 'light' | 'dark';
}

const meta: Meta<ZoomArgs> = {
  title: 'Board/Zoom and pan',
  component: 'galaxies-board',
  args: { scheme: 'auto' },
  render: ({ scheme }) =>
    html`<div style="width: 360px">
      <galaxies-board
        .puzzle=${SAMPLE_21X21.puzzle}
        scheme=${scheme}
        saves="off"
        how-to="none"
      ></galaxies-board>
    </div>`,
};
export default meta;

type Story = StoryObj<ZoomArgs>;

/** A third of the answer's walls, so a zoomed view shows marks. */
const walls = answerWalls(SAMPLE_21X21.puzzle, SAMPLE_21X21.answer).filter((_, i) => i % 3 === 0);

async function zoomedIn(canvas: HTMLElement): Promise<void> {
  const el = canvas.querySelector<GalaxiesBoard>('galaxies-board')!;
  await el.ready;
  el.marks = { w: walls, x: [] };
  await el.updateComplete;
  const frame = el.shadowRoot!.querySelector('pk-frame')!;
  await frame.updateComplete;
  frame.shadowRoot!.querySelector<HTMLElement>('[part~="button"][class~="icon-only"]')!.click();
  await el.updateComplete;
}

/** The whole grid at fit, its cells under 28 px: Zoom in, Zoom out and Fit in the toolbar. */
export const BigAtFit: Story = {};

/** Zoomed in once: cells a finger can hit, the view from the top-left, the overview. */
export const BigZoomedIn: Story = { play: ({ canvasElement }) => zoomedIn(canvasElement) };

/** Zoomed in, in the dark scheme. */
export const BigZoomedInDark: Story = {
  args: { scheme: 'dark' },
  play: ({ canvasElement }) => zoomedIn(canvasElement),
};
