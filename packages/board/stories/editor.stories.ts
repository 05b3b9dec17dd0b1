// Stories for <galaxies-editor>: one per verdict, and a host's form in its publish slot. Each
// waits until the verdict has come back from the worker, so the checks see the settled state.
import type { Puzzle } from '@galaxies/engine';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define/galaxies-editor.js';
import type { GalaxiesEditor } from '../src/editor/galaxies-editor.js';
import { NO_SOLUTION, SEVERAL, TOO_CLOSE, UNIQUE_MEDIUM } from '../src/editor/edit-samples.js';

interface EditorArgs {
  cols: number;
  rows: number;
  scheme: 'auto' | 'light' | 'dark';
  playUrl: string;
}

const meta: Meta<EditorArgs> = {
  title: 'Board/Galaxies editor',
  component: 'galaxies-editor',
  tags: ['autodocs'],
  args: { cols: 7, rows: 7, scheme: 'auto', playUrl: '/play/?src=' },
  render: ({ cols, rows, scheme, playUrl }) =>
    html`<galaxies-editor
      cols=${cols}
      rows=${rows}
      scheme=${scheme}
      play-url=${playUrl}
    ></galaxies-editor>`,
};
export default meta;

type Story = StoryObj<EditorArgs>;

/** A host's own form in the `publish` slot, as the site puts its Publish form there. */
const publishForm = html`<form
  slot="publish"
  class="publish"
  @submit=${(e: Event) => e.preventDefault()}
>
  <label>Title <input name="title" required maxlength="60" /></label>
  <button>Publish</button>
</form>`;

/** Renders the editor on `puzzle` (with `slotted` content) and waits for its verdict. */
function editing(
  puzzle: Puzzle,
  scheme: EditorArgs['scheme'] = 'auto',
  slotted: unknown = '',
): Story {
  return {
    render: ({ playUrl }) =>
      html`<galaxies-editor scheme=${scheme} play-url=${playUrl} .puzzle=${puzzle}
        >${slotted}</galaxies-editor
      >`,
    play: async ({ canvasElement }) => {
      const el = canvasElement.querySelector<GalaxiesEditor>('galaxies-editor')!;
      await el.ready;
      const region = () => el.shadowRoot!.querySelector<HTMLElement>('[part~="verdict"]');
      for (let k = 0; k < 100 && region()?.dataset.verdict === 'checking'; k++) {
        await new Promise((done) => setTimeout(done, 50));
      }
    },
  };
}

/** A blank 7 × 7: not well formed yet, for want of dots. */
export const Blank: Story = {};

/** One answer at the medium tier, with the ladder's steps; the answer shows faintly. */
export const Unique: Story = editing(UNIQUE_MEDIUM);

/** One dot fewer: two answers shown side by side, the cells where they differ outlined. */
export const SeveralSolutions: Story = editing(SEVERAL);

/** Dots no galaxies can fit. */
export const NoSolution: Story = editing(NO_SOLUTION);

/** Two dots touching one cell: not well formed, and why. */
export const NotWellFormed: Story = editing(TOO_CLOSE);

/** A rectangular grid, in the dark scheme. */
export const DarkRectangular: Story = editing(
  {
    w: 12,
    h: 8,
    dots: [
      [4, 4],
      [4, 12],
      [4, 20],
      [12, 4],
      [12, 12],
      [12, 20],
    ],
  },
  'dark',
);

/**
 * A host's form in the `publish` slot, shown right after the verdict while it is unique. At 55rem
 * (880px) wide and more the editor puts the verdict, the form and the rest beside the grid.
 */
export const PublishSlot: Story = editing(UNIQUE_MEDIUM, 'auto', publishForm);

/** The same with a second dot too close: not a puzzle yet, so the slot shows nothing. */
export const PublishSlotHidden: Story = editing(
  { ...UNIQUE_MEDIUM, dots: [...UNIQUE_MEDIUM.dots, [2, 7]] },
  'auto',
  publishForm,
);
