// A site's own theme on the board, in the light and dark schemes: the worked example of the
// theming guide (its CSS is site-theme.ts, shown there as written).
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define/galaxies-board.js';
import { SAMPLE_7X7 } from '../test/fixtures.js';
import { SITE_THEME_CSS } from './site-theme.js';

const meta: Meta<{ scheme: 'light' | 'dark' }> = {
  title: 'Board/Site theme',
  component: 'galaxies-board',
  tags: ['!autodocs'],
  args: { scheme: 'light' },
  // The theme as the site's stylesheet, in the page's head as a site would have it.
  decorators: [
    (story) => {
      if (!document.getElementById('harbour-theme')) {
        const sheet = document.createElement('style');
        sheet.id = 'harbour-theme';
        sheet.textContent = SITE_THEME_CSS;
        document.head.append(sheet);
      }
      return story();
    },
  ],
  render: ({ scheme }) =>
    html`<galaxies-board
      class="harbour"
      src=${SAMPLE_7X7.id}
      scheme=${scheme}
      saves="off"
      how-to="off"
    ></galaxies-board>`,
};
export default meta;

type Story = StoryObj<{ scheme: 'light' | 'dark' }>;

export const Light: Story = {};

export const Dark: Story = { args: { scheme: 'dark' } };
