// Stories for How to play: the whole of it, the keys, and the tutorial at each step and solved,
// each light and dark. The tutorial's walls are tapped in as a finger would.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define/galaxies-how-to.js';
import type { GalaxiesHowTo } from '../src/how-to/galaxies-how-to.js';
import type { GalaxiesTutorial } from '../src/how-to/galaxies-tutorial.js';
import { tapSide } from './taps.js';

interface HowToArgs {
  scheme: 'auto' | 'light' | 'dark';
}

const meta: Meta<HowToArgs> = {
  title: 'Board/How to play',
  component: 'galaxies-how-to',
  tags: ['autodocs'],
  args: { scheme: 'auto' },
  render: ({ scheme }) => html`<galaxies-how-to scheme=${scheme}></galaxies-how-to>`,
};
export default meta;

type Story = StoryObj<HowToArgs>;

/** The tutorial inside the story's How to play, once drawn. */
async function tutorialIn(canvas: HTMLElement): Promise<GalaxiesTutorial> {
  const howTo = canvas.querySelector<GalaxiesHowTo>('galaxies-how-to')!;
  await howTo.updateComplete;
  const t = howTo.shadowRoot!.querySelector<GalaxiesTutorial>('galaxies-tutorial')!;
  await t.updateComplete;
  return t;
}

/** The tutorial with these walls tapped in. */
function tutorialAfter(walls: number[], scheme: HowToArgs['scheme'] = 'auto'): Story {
  return {
    args: { scheme },
    play: async ({ canvasElement }) => {
      const t = await tutorialIn(canvasElement);
      for (const side of walls) {
        tapSide(t.shadowRoot!, side);
        await t.updateComplete;
      }
    },
  };
}

/** The rules, a solved example, the tutorial at its first step, and the keys. */
export const Everything: Story = {};

/** The same in the dark scheme. */
export const EverythingDark: Story = { args: { scheme: 'dark' } };

/** Opened at the keys (as "?" on a board's grid does). */
export const Keys: Story = {
  render: ({ scheme }) => html`<galaxies-how-to scheme=${scheme} section="keys"></galaxies-how-to>`,
  play: async ({ canvasElement }) =>
    canvasElement.querySelector<GalaxiesHowTo>('galaxies-how-to')!.showSection(),
};

/** The tutorial's second step: the square's walls drawn, the two dominoes lit. */
export const TutorialStep2: Story = tutorialAfter([2, 11]);

/** Its third step, dark: the winding S lit. */
export const TutorialStep3Dark: Story = tutorialAfter([2, 11, 7, 16, 20, 23, 24], 'dark');

/** A wall that cuts a galaxy, and what the tutorial says of it. */
export const TutorialWrongWall: Story = tutorialAfter([2, 11, 5]);

/** Solved: the galaxies wash in, the dots turn gold. */
export const TutorialSolved: Story = tutorialAfter([2, 11, 7, 16, 20, 23, 24, 19, 21]);
