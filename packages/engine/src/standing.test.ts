import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from './check.js';
import { cellsOfSide } from './geometry.js';
import type { Answer, Puzzle } from './puzzle.js';
import { shape, Side } from './shape.js';
import { standing } from './standing.js';
import { cutOff, reachable, small, smallAnswer, strip } from './test/boards.js';
import { answerWalls } from './walls.js';
import { flat, tatham } from './test/corpus.js';
import { generate } from './generate.js';
import { solve } from './solve.js';

describe('standing', () => {
  it('gives the answer once every region is a galaxy', () => {
    const result = standing(small, { w: answerWalls(small, smallAnswer) });
    expect(result.closed).toBe(3);
    expect(result.answer).toEqual(smallAnswer);
    expect(result.regions.map((region) => region.galaxy)).toEqual([true, true, true]);
  });

  it.each([
    {
      why: 'no walls: one region holding all three dots',
      answer: null,
      wrong: [['several-dots', [0, 1, 2]]],
    },
    {
      why: 'cell 8 walled in with dot 0: both galaxies lopsided',
      answer: [0, 0, 1, 1, 0, 0, 1, 1, 0, 2, 2, 2],
      wrong: [
        ['lopsided', [0]],
        [undefined, [1]],
        ['lopsided', [2]],
      ],
    },
    {
      why: 'cell 8 walled off alone: no dot there',
      answer: [0, 0, 1, 1, 0, 0, 1, 1, 3, 2, 2, 2],
      wrong: [
        [undefined, [0]],
        [undefined, [1]],
        ['no-dot', []],
        ['lopsided', [2]],
      ],
    },
  ])('says what is wrong: $why', ({ answer, wrong }) => {
    const result = standing(small, { w: answer ? answerWalls(small, answer) : [] });
    expect(result.regions.map((region) => [region.wrong, region.dots])).toEqual(wrong);
    expect(result.closed).toBe(wrong.filter(([why]) => why === undefined).length);
    expect(result.answer).toBeUndefined();
  });

  it('does not mutate the save', () => {
    const save = Object.freeze({ w: Object.freeze(answerWalls(small, smallAnswer)) });
    expect(standing(small, save).closed).toBe(3);
  });
});

/** Walls inside galaxies that leave every galaxy joined: strays that must change nothing. */
function strayWalls(puzzle: Puzzle, answer: Answer): number[] {
  const s = shape(puzzle);
  const strays = new Set<number>();
  for (let id = 0; id < 2 * s.cells; id++) {
    const pair = cellsOfSide(s.w, s.h, id);
    if (!pair || s.sideKind[id] !== Side.open || answer[pair[0]] !== answer[pair[1]]) continue;
    strays.add(id);
    if (!reachable(s.w, s.h, answer, [pair[0]], strays).has(pair[1])) strays.delete(id);
  }
  return [...strays];
}

describe('standing on tatham-dev.jsonl', () => {
  const cases = tatham.entries.slice(0, 40).map((entry) => ({
    name: entry.id.slice(0, 24),
    puzzle: { w: entry.w, h: entry.h, dots: entry.dots },
    answer: flat(entry.answer),
  }));

  it.each(cases)('returns the answer of $name, stray walls and all', ({ puzzle, answer }) => {
    const walls = answerWalls(puzzle, answer);
    const strays = strayWalls(puzzle, answer);
    for (const extra of [[], strays]) {
      const result = standing(puzzle, { w: [...walls, ...extra] });
      expect(result.answer).toEqual(answer);
      expect(check(puzzle, result.answer!)).toBe(true);
      expect(result.closed).toBe(puzzle.dots.length);
    }
  });

  it.each(cases)(
    'says lopsided when a cell of $name is walled into a neighbour',
    ({ puzzle, answer }) => {
      const s = shape(puzzle);
      // A cell that is in no core, with a neighbour of another dot to its right on the same row.
      const i = answer.findIndex(
        (d, cell) => s.coreOf[cell] === -1 && (cell + 1) % s.w !== 0 && answer[cell + 1] !== d,
      );
      const b = answer[i + 1] as number;
      const mutated = answer.map((d, cell) => (cell === i ? b : d));
      const result = standing(puzzle, { w: answerWalls(puzzle, mutated) });
      expect(result.answer).toBeUndefined();
      const gainer = result.regions.find((region) => region.cells.includes(i));
      expect(gainer).toMatchObject({ dots: [b], galaxy: false, wrong: 'lopsided' });
    },
  );

  it('finds stray walls to add in most of them (so the test above tests something)', () => {
    const withStrays = cases.filter(({ puzzle, answer }) => strayWalls(puzzle, answer).length > 0);
    expect(withStrays.length).toBeGreaterThan(cases.length / 2);
  });

  it.each(cases)(
    'reports regions with several dots when walls of $name are missing',
    ({ puzzle, answer }) => {
      const walls = answerWalls(puzzle, answer).filter(
        (id) => shape(puzzle).sideKind[id] === Side.open,
      );
      for (const missing of [walls[0], walls[walls.length >> 1], walls.at(-1)]) {
        const result = standing(puzzle, { w: walls.filter((id) => id !== missing) });
        expect(result.answer).toBeUndefined();
        const merged = result.regions.filter((region) => region.wrong === 'several-dots');
        expect(merged.map((region) => region.dots.length)).toEqual([2]);
        expect(result.closed).toBe(puzzle.dots.length - 2);
      }
    },
  );
});

describe('standing’s answer', () => {
  // Boards rely on it: an answer from standing (every region a galaxy) always passes check, so
  // they need not check it again.
  it('passes check whenever there is one, whatever walls give it', () => {
    let answered = 0;
    const sides = (p: Puzzle) => 2 * p.w * p.h;
    const flips = (p: Puzzle) => fc.uniqueArray(fc.nat({ max: sides(p) - 1 }), { maxLength: 4 });
    // Near the answer (its walls with a few sides flipped), and near answers that are
    // symmetric but cut off from a core (strip's and cutOff's), on small and generated grids.
    const near: [Puzzle, Answer][] = [
      [small, smallAnswer],
      [strip, [1, 0, 1, 2, 1]],
      [cutOff.puzzle, cutOff.answer],
      ...['standing', 'walls'].map((code): [Puzzle, Answer] => {
        const puzzle = generate(code, 7);
        return [puzzle, solve(puzzle).answer!];
      }),
    ];
    for (const [puzzle, nearAnswer] of near) {
      const answer = answerWalls(puzzle, nearAnswer);
      fc.assert(
        fc.property(flips(puzzle), (flipped) => {
          const walls = new Set(answer);
          for (const side of flipped) {
            if (walls.has(side)) walls.delete(side);
            else walls.add(side);
          }
          const result = standing(puzzle, { w: [...walls] });
          if (!result.answer) return true;
          answered++;
          return check(puzzle, result.answer);
        }),
        { numRuns: 300 },
      );
    }
    // Flips that split nothing, or that cut a galaxy symmetrically, keep an answer: the property
    // was tested, not only skipped.
    expect(answered).toBeGreaterThan(100);
  });
});
