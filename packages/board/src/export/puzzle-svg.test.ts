// The print SVG against golden files: a 7×7 the engine makes and a rectangular import, blank and
// solved. `UPDATE_GOLDEN=1` (or `pnpm update:golden`) rewrites them after a deliberate change;
// look at the new files before committing them.
import { readFileSync, writeFileSync } from 'node:fs';
import process from 'node:process';
import { answerWalls, generate, givenWalls, solve, type Puzzle } from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import { SAMPLE_12X8 } from '../../test/fixtures.js';
import { sidesPath } from '../view/grid-geometry.js';
import { puzzleSvg, puzzleSvgSize, type PuzzleSvgOptions } from './puzzle-svg.js';

// Version 1's puzzle of the code, which the golden files were drawn from.
const made = generate('k3x9q', 7, 'easy', {}, 1);
const seven: Puzzle = { w: made.w, h: made.h, dots: made.dots };
const sevenAnswer = solve(seven).answer!;
const wide = SAMPLE_12X8.puzzle;

const GOLDEN: Array<[file: string, puzzle: Puzzle, options: PuzzleSvgOptions]> = [
  ['7x7-k3x9q.svg', seven, {}],
  ['7x7-k3x9q-solution.svg', seven, { answer: sevenAnswer }],
  ['7x7-k3x9q-solution-tints.svg', seven, { answer: sevenAnswer, tints: true }],
  ['12x8.svg', wide, {}],
  ['12x8-solution.svg', wide, { answer: SAMPLE_12X8.answer, cellSize: 30 }],
];

describe('puzzleSvg golden files', () => {
  it.each(GOLDEN)('%s', (file, puzzle, options) => {
    const url = new URL(`./golden/${file}`, import.meta.url);
    const svg = puzzleSvg(puzzle, options);
    if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(url, svg);
    expect(svg).toBe(readFileSync(url, 'utf8'));
  });
});

describe('puzzleSvg', () => {
  it('sizes the file from the grid and its margin, rectangles too', () => {
    expect(puzzleSvgSize(wide, 30)).toEqual({ width: 13 * 30, height: 9 * 30 });
    const svg = puzzleSvg(wide, { cellSize: 30 });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="390" height="270"/);
    expect(svg).toContain('viewBox="-0.5 -0.5 13 9"');
  });

  it('draws every dot, the given walls blank and the galaxies outlined when solved', () => {
    const blank = puzzleSvg(seven);
    expect(blank.match(/<circle /g)).toHaveLength(seven.dots.length);
    expect(blank).toContain(`d="${sidesPath(7, givenWalls(seven))}"`);
    expect(blank).not.toContain('class="tints"');
    const solved = puzzleSvg(seven, { answer: sevenAnswer });
    expect(solved).toContain(`d="${sidesPath(7, answerWalls(seven, sevenAnswer))}"`);
    expect(solved).toContain('<title>Galaxies puzzle, 7 by 7,');
    expect(solved).toMatch(/, solved<\/title>/);
  });

  it('tints only a solution, one path a tint in use', () => {
    expect(puzzleSvg(seven, { tints: true })).not.toContain('class="tints"');
    const tinted = puzzleSvg(seven, { answer: sevenAnswer, tints: true });
    const tints = tinted.match(/<path fill="#[0-9a-f]{6}"/g) ?? [];
    expect(tints.length).toBeGreaterThan(1);
    expect(new Set(tints).size).toBe(tints.length);
  });
});
