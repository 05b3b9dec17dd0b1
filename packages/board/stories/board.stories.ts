// Stories for <galaxies-board>: one per state.
import type { Puzzle } from '@galaxies/engine';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define/galaxies-board.js';
import { SAMPLE_7X7 } from '../src/fixtures.js';

interface BoardArgs {
  puzzle: Puzzle;
}

const meta: Meta<BoardArgs> = {
  title: 'Board/Galaxies board',
  component: 'galaxies-board',
  tags: ['autodocs'],
  render: ({ puzzle }) => html`<galaxies-board .puzzle=${puzzle}></galaxies-board>`,
};
export default meta;

export const Fresh7x7: StoryObj<BoardArgs> = { args: { puzzle: SAMPLE_7X7.puzzle } };
