// Stories for How to play: the whole of it, the keys, and the tutorial at each step and solved,
// each light and dark. The tutorial's walls are tapped in as a finger would.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define/galaxies-how-to.js';
import type { GalaxiesHowTo } from '../src/how-to/galaxies-how-to.js';
import type { GalaxiesTutorial } from '../src/how-to/galaxies-tutorial.js';
import { cellToolsChunk } from '../src/cell-tools/cell-tools-loader.js';
import { stepWalls } from '../src/how-to/tutorial-puzzle.js';
import { tapCell, tapSide } from './taps.js';

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

/** The tutorial with these walls tapped in, then these cells (in its claim step). */
function tutorialAfter(
  walls: number[],
  scheme: HowToArgs['scheme'] = 'auto',
  cells: number[] = [],
): Story {
  return {
    args: { scheme },
    play: async ({ canvasElement }) => {
      const t = await tutorialIn(canvasElement);
      for (const side of walls) {
        tapSide(t.shadowRoot!, side);
        await t.updateComplete;
      }
      if (!cells.length) return;
      await cellToolsChunk.get(); // Claim's code, loaded as the claim step begins
      await t.updateComplete;
      for (const cell of cells) {
        tapCell(t.shadowRoot!, cell);
        await t.updateComplete;
      }
    },
  };
}

/** The walls steps ask for, each once (a wall between two steps' galaxies is in both). */
const wallsOf = (steps: number[]) => [...new Set(steps.flatMap((k) => stepWalls(k)))];

/** Every wall the steps before the claim step ask for. */
const wallsBeforeClaims = wallsOf([0, 1, 2]);

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

/** The tutorial's second step: the square's walls drawn, the domino lit. */
export const TutorialStep2: Story = tutorialAfter([2, 11]);

/** Its third step, dark: the winding S lit. */
export const TutorialStep3Dark: Story = tutorialAfter(wallsOf([0, 1]), 'dark');

/** Its last step: the two galaxies left share a region, to be claimed (one dot claimed). */
export const TutorialClaimStep: Story = tutorialAfter(wallsBeforeClaims, 'auto', [8]);

/** A wall that cuts a galaxy, and what the tutorial says of it. */
export const TutorialWrongWall: Story = tutorialAfter([2, 11, 5]);

/** Solved, the last two galaxies by claims: the galaxies wash in, the dots turn gold. */
export const TutorialSolved: Story = tutorialAfter(wallsBeforeClaims, 'auto', [8, 14, 13]);
