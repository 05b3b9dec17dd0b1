import { answerWalls, count, shape, Side, solve } from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import {
  CLAIM_STEP,
  currentStep,
  STEP_GALAXIES,
  stepCells,
  stepWalls,
  TUTORIAL,
  TUTORIAL_ANSWER,
  wrongWall,
} from './tutorial-puzzle.js';

const kinds = shape(TUTORIAL).sideKind;
const toDraw = answerWalls(TUTORIAL, TUTORIAL_ANSWER).filter((id) => kinds[id] === Side.open);

describe('the tutorial puzzle', () => {
  it('has the one answer its steps lead to, found at the easiest level', () => {
    expect(solve(TUTORIAL)).toMatchObject({ solved: true, tier: 1, answer: TUTORIAL_ANSWER });
    expect(count(TUTORIAL, 2).count).toBe(1);
  });

  it('has dots of every kind: on a corner, on a line, in a cell', () => {
    const kindsOfDot = new Set(TUTORIAL.dots.map(([y, x]) => (y % 2) + (x % 2)));
    expect(kindsOfDot).toEqual(new Set([0, 1, 2]));
  });

  it('asks for every wall but the claim step’s over its steps, a few at a time', () => {
    const asked = new Set(STEP_GALAXIES.flatMap((_, k) => stepWalls(k)));
    // The wall between the last two galaxies (under cell 12, beside cell 13: side 24) is theirs.
    expect([...toDraw].filter((id) => !asked.has(id))).toEqual([24]);
    expect(stepWalls(0)).toEqual([2, 11]);
    expect(stepCells(0)).toEqual([0, 1, 4, 5]);
    // Each step asks for a few walls no earlier step has drawn.
    const fresh = STEP_GALAXIES.map((_, k) => {
      const before = new Set(STEP_GALAXIES.slice(0, k).flatMap((__, j) => stepWalls(j)));
      return stepWalls(k).filter((id) => !before.has(id)).length;
    });
    expect(fresh).toEqual([2, 3, 3, 0]);
  });

  it('follows the walls drawn: the first step with one missing, then done', () => {
    expect(currentStep([])).toBe(0);
    expect(currentStep([2, 11])).toBe(1);
    expect(currentStep([2, 11, ...stepWalls(1)])).toBe(2);
    expect(currentStep(toDraw.filter((id) => id !== 24))).toBe(CLAIM_STEP);
    // Walls of a later step drawn early still count.
    expect(currentStep([...stepWalls(2), 2, 11])).toBe(1);
  });

  it('names a drawn wall the answer does not have', () => {
    expect(wrongWall([2, 11])).toBeNull();
    expect(wrongWall([2, 1])).toBe(1); // under cell 0: inside the square galaxy
  });
});
