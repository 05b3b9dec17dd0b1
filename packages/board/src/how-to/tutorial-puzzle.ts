// The tutorial's puzzle and its steps: a 4 × 4 with five dots of every kind (on a corner, in a
// cell, on a line), whose galaxies are closed a few at a time, each step with a few walls, and
// the last two (sharing one region once the walls are in) by claiming their cells. Pure: which
// walls a step needs, and which step the player is on, from the walls drawn.
import { answerWalls, shape, Side, type Puzzle } from '@galaxies/engine';

/** The tutorial's puzzle: its one answer has a square, two dominoes, a winding S and a bar. */
export const TUTORIAL: Puzzle = {
  w: 4,
  h: 4,
  dots: [
    [2, 2],
    [3, 5],
    [4, 7],
    [6, 1],
    [7, 5],
  ],
};

/** Each cell's dot in the answer, row by row. */
export const TUTORIAL_ANSWER: readonly number[] = [0, 0, 1, 1, 0, 0, 1, 2, 3, 1, 1, 2, 3, 4, 4, 4];

/** The galaxies each step closes, in order (its words are words/how-to.ts's). */
export const STEP_GALAXIES: readonly (readonly number[])[] = [[0], [2], [1], [3, 4]];

/** The last step's galaxies are claimed, not walled: the wall between them comes of the claims. */
export const CLAIM_STEP = STEP_GALAXIES.length - 1;

/** Whether a side parts two cells of the claim step's galaxies (its claims draw it). */
function claimed(side: number): boolean {
  const cell = side >> 1;
  const other = side % 2 === 0 ? cell + 1 : cell + TUTORIAL.w;
  const mine = STEP_GALAXIES[CLAIM_STEP]!;
  return mine.includes(TUTORIAL_ANSWER[cell]!) && mine.includes(TUTORIAL_ANSWER[other]!);
}

/** The walls the player draws in the answer: every wall but the given ones. */
const toDraw = new Set(
  answerWalls(TUTORIAL, TUTORIAL_ANSWER).filter((id) => shape(TUTORIAL).sideKind[id] === Side.open),
);

/** The walls to draw around a step's galaxies (none in the claim step: its claims draw them). */
export function stepWalls(step: number): number[] {
  if (step === CLAIM_STEP) return [];
  const galaxies = new Set(STEP_GALAXIES[step] ?? []);
  const w = TUTORIAL.w;
  return [...toDraw].filter((id) => {
    if (claimed(id)) return false;
    const cell = id >> 1;
    const other = id % 2 === 0 ? cell + 1 : cell + w;
    return galaxies.has(TUTORIAL_ANSWER[cell]!) || galaxies.has(TUTORIAL_ANSWER[other]!);
  });
}

/** The cells of a step's galaxies, to light up. */
export function stepCells(step: number): number[] {
  const galaxies = new Set(STEP_GALAXIES[step] ?? []);
  return TUTORIAL_ANSWER.flatMap((dot, cell) => (galaxies.has(dot) ? [cell] : []));
}

/** The step the player is on: the first with a wall not yet drawn, else the claim step. */
export function currentStep(walls: readonly number[]): number {
  const drawn = new Set(walls);
  const step = STEP_GALAXIES.findIndex((_, k) => stepWalls(k).some((id) => !drawn.has(id)));
  return step === -1 ? CLAIM_STEP : step;
}

/** A drawn wall the answer does not have, or null. */
export function wrongWall(walls: readonly number[]): number | null {
  return walls.find((id) => !toDraw.has(id)) ?? null;
}
