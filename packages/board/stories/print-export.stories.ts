// Stories for the print export: the SVG files `puzzleSvg` writes (and `exportSvg()` hands out),
// blank and solved, square and rectangular, shown as a page would show the downloaded file.
import { solve, type Answer, type Puzzle } from '@galaxies/engine';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { puzzleSvg, type PuzzleSvgOptions } from '../src/export/puzzle-svg.js';
import { SAMPLE_12X8, SAMPLE_7X7 } from '../test/fixtures.js';

interface ExportArgs {
  puzzle: Puzzle;
  answer?: Answer;
  tints: boolean;
  cellSize: number;
}

function file({ puzzle, answer, tints, cellSize }: ExportArgs) {
  const options: PuzzleSvgOptions = { cellSize, ...(answer ? { answer, tints } : {}) };
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(puzzleSvg(puzzle, options))}`;
  const alt = `Galaxies puzzle, ${puzzle.w} by ${puzzle.h}${answer ? ', with its solution' : ''}`;
  return html`<img src=${src} alt=${alt} style="max-width: 100%; background: #fff" />`;
}

const meta: Meta<ExportArgs> = {
  title: 'Board/Print export',
  tags: ['autodocs'],
  args: { puzzle: SAMPLE_7X7.puzzle, tints: false, cellSize: 40 },
  argTypes: { puzzle: { control: false }, answer: { control: false } },
  render: file,
};
export default meta;

type Story = StoryObj<ExportArgs>;

/** The blank puzzle for a puzzle book: given walls, a thick frame, dots as open circles. */
export const Blank: Story = {};

/** The solution: the galaxies' outlines, the walls between cells of different dots. */
export const Solution: Story = { args: { answer: SAMPLE_7X7.answer } };

/** The solution lightly tinted, each galaxy with its dot's tint. */
export const SolutionTinted: Story = { args: { answer: SAMPLE_7X7.answer, tints: true } };

/** A rectangular import, 12 columns by 8 rows. */
export const Rectangular: Story = { args: { puzzle: SAMPLE_12X8.puzzle, cellSize: 32 } };

/** A rectangular import's solution, worked out by the solver as `exportSvg` does. */
export const RectangularSolution: Story = {
  args: {
    puzzle: SAMPLE_12X8.puzzle,
    answer: solve(SAMPLE_12X8.puzzle).answer ?? SAMPLE_12X8.answer,
    tints: true,
    cellSize: 32,
  },
};
