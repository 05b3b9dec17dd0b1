// The board's states in Japanese: the same stories as the board's, the editor's and How to
// play's, each inside a page region with lang="ja", so the board, its frame, its dialogs and the
// editor speak Japanese (their words load on first use). Checked by axe like every story.
import type { Decorator, Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import * as board from './board.stories.js';
import * as editor from './editor.stories.js';
import * as howTo from './how-to.stories.js';

const inJapanese: Decorator = (story) => html`<div lang="ja">${story()}</div>`;

const meta: Meta = {
  title: 'Board/In Japanese',
  component: 'galaxies-board',
  // The same stories' docs are the board's own page: no second one here.
  tags: ['!autodocs'],
  render: board.default.render as Meta['render'],
  args: { ...board.default.args, mode: 'daily' },
  decorators: [inJapanese],
};
export default meta;

type Story = StoryObj;

/** A board story, as it is, in Japanese. */
const same = (story: object): Story => story as Story;

export const Fresh: Story = same(board.Fresh7x7);
export const MidSolve: Story = same(board.MidSolve);
export const PaintMode: Story = same(board.PaintMode);
export const ClaimMode: Story = same(board.ClaimMode);
export const ClaimFlags: Story = same(board.ClaimFlags);
export const SolvedByClaims: Story = same(board.SolvedByClaims);
export const FlagLopsided: Story = same(board.FlagLopsided);
export const FlagCrowded: Story = same(board.FlagCrowded);
export const HintWhereToLook: Story = same(board.HintWhereToLook);
export const HintDrawn: Story = same(board.HintDrawn);
export const HintMistakeRubbedOut: Story = same(board.HintMistakeRubbedOut);
export const Solved: Story = same(board.Solved);
export const SolvedDark: Story = { ...same(board.Solved), args: { scheme: 'dark' } };
export const HelpersOpen: Story = same(board.HelpersOpen);
export const BadSource: Story = same(board.BadSource);
export const Making13x13: Story = same(board.FromCode13x13);
export const HowToOpen: Story = same(board.HowToOpen);
export const HowToKeys: Story = same(board.HowToOpenDark);
export const TutorialClaimStep: Story = {
  ...same(howTo.TutorialClaimStep),
  render: (howTo.default.render ?? (() => html``)) as Story['render'],
  args: howTo.default.args,
};
export const TutorialWrongWall: Story = {
  ...same(howTo.TutorialWrongWall),
  render: (howTo.default.render ?? (() => html``)) as Story['render'],
  args: howTo.default.args,
};
export const EditorSeveral: Story = { ...same(editor.SeveralSolutions), args: editor.default.args };
export const EditorNotWellFormed: Story = {
  ...same(editor.NotWellFormed),
  args: editor.default.args,
};
