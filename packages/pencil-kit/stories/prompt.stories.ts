// Stories for <pk-prompt>: one per state.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define/pk-prompt.js';

interface PromptArgs {
  heading: string;
  hint: string;
}

const meta: Meta<PromptArgs> = {
  title: 'Pencil kit/Prompt',
  component: 'pk-prompt',
  tags: ['autodocs'],
  render: ({ heading, hint }) => html`<pk-prompt .heading=${heading} .hint=${hint}></pk-prompt>`,
};
export default meta;

type Story = StoryObj<PromptArgs>;

export const FirstMove: Story = {
  args: {
    heading: 'Make your first mark',
    hint: 'Tap a cell, or tap near a line between two cells.',
  },
};
export const TitleOnly: Story = { args: { heading: 'Make your first mark', hint: '' } };
