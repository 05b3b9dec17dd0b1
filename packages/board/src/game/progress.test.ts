// settledCells: the cells in finished galaxies, from the engine's standing alone.
import { answerWalls, claimStanding, standing } from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import { settledCells } from './progress.js';
import { SAMPLE_7X7 } from '../../test/fixtures.js';

const { puzzle, answer } = SAMPLE_7X7;
/** The walls around one galaxy of the answer: between its cells and every other cell. */
const around = (dot: number) =>
  answerWalls(
    puzzle,
    answer.map((d) => (d === dot ? 0 : 1)),
  );

describe('settledCells', () => {
  it('counts the galaxies the given walls already close on a fresh board', () => {
    // The given walls close the one-cell galaxy in the bottom-left corner.
    expect(settledCells(standing(puzzle, { w: [] }))).toBe(1);
  });

  it('adds a galaxy’s cells once walls close it, and drops them when it opens again', () => {
    const walls = around(0);
    expect(settledCells(standing(puzzle, { w: walls }))).toBe(1 + 3);
    expect(settledCells(standing(puzzle, { w: walls.slice(1) }))).toBe(1);
  });

  it('leaves out a closed region that is not a galaxy', () => {
    // Cells 0 and 1 walled off around dot 0: one dot, but lopsided about it.
    const st = standing(puzzle, { w: [1, 2, 3] });
    expect(st.regions.some((r) => r.wrong === 'lopsided')).toBe(true);
    expect(settledCells(st)).toBe(1);
  });

  it('is every cell once solved, by walls or by claims', () => {
    expect(settledCells(standing(puzzle, { w: answerWalls(puzzle, answer) }))).toBe(49);
    const claims = answer.map((dot) => dot + 1);
    expect(settledCells(claimStanding(puzzle, { w: [], k: claims }))).toBe(49);
  });
});
