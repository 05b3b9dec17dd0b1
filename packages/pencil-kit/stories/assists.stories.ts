// Stories for <pk-assists>: one per state. Each story has its own slug so their remembered
// switches do not leak into one another.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define/pk-assists.js';
import type { Assist } from '../src/assists-store.js';

interface AssistsArgs {
  slug: string;
  assists: Assist[];
}

const helpers: Assist[] = [
  { id: 'tints', label: 'Tints', description: 'Tint each finished region.' },
  { id: 'flags', label: 'Flags', description: 'Flag a region that breaks a rule.' },
];

const meta: Meta<AssistsArgs> = {
  title: 'Pencil kit/Assists',
  component: 'pk-assists',
  tags: ['autodocs'],
  render: ({ slug, assists }) => html`<pk-assists .slug=${slug} .assists=${assists}></pk-assists>`,
};
export default meta;

type Story = StoryObj<AssistsArgs>;

export const AllOn: Story = { args: { slug: 'story-assists-on', assists: helpers } };
export const SomeOffByDefault: Story = {
  args: {
    slug: 'story-assists-off',
    assists: [helpers[0]!, { ...helpers[1]!, default: false }],
  },
};
export const WithoutDescriptions: Story = {
  args: {
    slug: 'story-assists-plain',
    assists: helpers.map(({ id, label }) => ({ id, label })),
  },
};
