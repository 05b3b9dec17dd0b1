// Stories for <pk-status>: one per state.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define/pk-status.js';

interface StatusArgs {
  message: string;
}

const meta: Meta<StatusArgs> = {
  title: 'Pencil kit/Status',
  component: 'pk-status',
  tags: ['autodocs'],
  render: ({ message }) => html`<pk-status .message=${message}></pk-status>`,
};
export default meta;

type Story = StoryObj<StatusArgs>;

export const Counting: Story = { args: { message: '3 of 9 galaxies closed.' } };
export const BrokenRule: Story = {
  args: { message: 'A closed region has no dot.' },
};
export const Empty: Story = { args: { message: '' } };
