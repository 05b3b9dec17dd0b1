// Stories for <pk-seg>: one per state.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define/pk-seg.js';
import type { SegOption } from '../src/seg.js';

interface SegArgs {
  label: string;
  value: string;
  options: SegOption[];
}

const tools: SegOption[] = [
  { value: 'lines', label: 'Lines' },
  { value: 'paint', label: 'Paint' },
];

const meta: Meta<SegArgs> = {
  title: 'Pencil kit/Seg',
  component: 'pk-seg',
  tags: ['autodocs'],
  render: ({ label, value, options }) =>
    html`<pk-seg .label=${label} .value=${value} .options=${options}></pk-seg>`,
};
export default meta;

type Story = StoryObj<SegArgs>;

export const FirstSelected: Story = { args: { label: 'Tool', value: 'lines', options: tools } };
export const SecondSelected: Story = { args: { label: 'Tool', value: 'paint', options: tools } };
export const ThreeOptions: Story = {
  args: {
    label: 'Size',
    value: '7',
    options: [
      { value: '5', label: '5×5' },
      { value: '7', label: '7×7' },
      { value: '10', label: '10×10' },
    ],
  },
};
/** Under `dir="rtl"` the first option sits on the right, and Right moves to the previous one. */
export const RightToLeft: Story = {
  args: { label: 'Tool', value: 'lines', options: tools },
  render: ({ label, value, options }) =>
    html`<div dir="rtl">
      <pk-seg .label=${label} .value=${value} .options=${options}></pk-seg>
    </div>`,
};
