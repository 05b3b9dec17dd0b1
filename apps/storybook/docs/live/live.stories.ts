// The live pieces the docs pages embed, as stories so each is also a test (axe included). They
// show in the docs pages, not in the sidebar.
import { count } from '@galaxies/engine';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '@galaxies/board/define/galaxies-board.js';
import { html } from 'lit';
import { expect } from 'storybook/test';
import './engine-playground.js';
import './puzzle-import.js';
import './ratings-calculator.js';
import './theme-reference.js';
import { RULES_4X4, TATHAM_7X7 } from './puzzles.js';

const meta: Meta = {
  title: 'Docs/Live',
  tags: ['!dev', '!autodocs'],
};
export default meta;

type Story = StoryObj;

/** The 4 × 4 the rules are told with: one corner dot, two side dots, two cell dots. */
export const RulesBoard: Story = {
  render: () => html`<galaxies-board .puzzle=${RULES_4X4} saves="off"></galaxies-board>`,
  // The page says it has one answer: the counter keeps the page honest.
  play: async () => {
    await expect(count(RULES_4X4, 2)).toMatchObject({ count: 1, gaveUp: false });
  },
};

/** The board in a phone's width (320 px): it scales to its container. */
export const PhoneWidth: Story = {
  render: () =>
    html`<div style="width: 320px">
      <galaxies-board src=${TATHAM_7X7} saves="off"></galaxies-board>
    </div>`,
};

export const PuzzleImport: Story = {
  render: () => html`<docs-puzzle-import></docs-puzzle-import>`,
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('docs-puzzle-import')!;
    await el.updateComplete;
    await expect(el.shadowRoot!.textContent).toContain('5x5:');
  },
};

export const EnginePlayground: Story = {
  render: () => html`<docs-engine-playground></docs-engine-playground>`,
};

/** The worked examples, computed by @galaxies/ratings: +0.396 and +0.457. */
export const RatingsCalculator: Story = {
  render: () => html`<docs-ratings-calculator></docs-ratings-calculator>`,
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('docs-ratings-calculator')!;
    await el.updateComplete;
    const changes = [...el.shadowRoot!.querySelectorAll('output')].map((o) => o.textContent);
    await expect(changes).toEqual(['+0.396', '+0.457']);
  },
};

/** Every custom property and part of the board and the editor, from the manifests. */
export const ThemeReference: Story = {
  render: () =>
    html`<docs-theme-reference tag="galaxies-board"></docs-theme-reference>
      <docs-theme-reference tag="galaxies-editor"></docs-theme-reference>`,
  play: async ({ canvasElement }) => {
    const [boardRef] = canvasElement.querySelectorAll('docs-theme-reference');
    await (boardRef as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    const text = boardRef!.shadowRoot!.textContent ?? '';
    for (const name of ['--gx-font', '--gx-paper', 'title', 'timer', 'toolbar', 'status', 'result'])
      await expect(text).toContain(name);
  },
};
