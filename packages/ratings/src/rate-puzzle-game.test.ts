import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratePeriod } from './glicko2.js';
import { isProvisional, newPlayer, rateOnDay } from './player.js';
import type { PlayerState } from './player.js';
import { puzzleSeed } from './puzzle-seed.js';
import { PUZZLE_CHANGE_LIMIT, SOLVER_CHANGE_LIMIT, ratePuzzleGame } from './rate-puzzle-game.js';
import type { PuzzleGame } from './rate-puzzle-game.js';
import {
  badDayArb,
  badSecondsArb,
  badWeightArb,
  deepCopy,
  deepFreeze,
  playerArb,
  secondsArb,
} from './test-support.js';
import { timeScore } from './time-score.js';
import { EXPECTED, PUZZLE_GAMES, PUZZLES, SETTLED, SOLVERS, TODAY } from './worked-examples.js';

const game = (seconds: number, extra: Partial<PuzzleGame> = {}): PuzzleGame => ({
  seconds,
  expected: EXPECTED,
  day: TODAY,
  ...extra,
});

/** A settled puzzle and a settled solver, both last rated yesterday. */
const puzzle: PlayerState = { rating: 1600, rd: 60, volatility: 0.06, games: 80, day: TODAY - 1 };
const solver: PlayerState = { ...SETTLED, rd: 60 };

/** Established states (RD under 110), last rated on a day in 0 to 100 or never. */
const establishedArb = playerArb.map((state) => ({ ...state, rd: Math.min(state.rd, 109) }));

describe('ratePuzzleGame: the worked examples', () => {
  it.each(PUZZLE_GAMES)('$game', (example) => {
    const before = { solver: SOLVERS[example.solver], puzzle: PUZZLES[example.puzzle] };
    const hints = 'hints' in example ? example.hints : 0;
    const rated = ratePuzzleGame(before.solver, before.puzzle, game(example.seconds, { hints }));
    expect(rated.moved).toBe(hints === 0 && !isProvisional(before.solver));
    if (!rated.moved) expect(rated.puzzle.state).toBe(before.puzzle);
  });

  it('moves a settled solver against a new puzzle about as much as against par (+0.397)', () => {
    const rated = ratePuzzleGame(SETTLED, PUZZLES.fresh, game(820));
    expect(rated.solver.change).toBeCloseTo(0.397, 3);
    expect(rated.puzzle.change).toBeCloseTo(-31.628, 3);
  });
});

describe('ratePuzzleGame: one Glicko-2 game, each side against the other before it', () => {
  it('rates the solver at s and the puzzle at 1 − s, at weight 0.5', () => {
    const s = timeScore(700, EXPECTED);
    const rated = ratePuzzleGame(solver, puzzle, game(700));
    const asSolver = { rating: puzzle.rating, rd: puzzle.rd, score: s, weight: 0.5 };
    const asPuzzle = { rating: solver.rating, rd: solver.rd, score: 1 - s, weight: 0.5 };
    expect(rated.solver.state).toEqual(rateOnDay(solver, [asSolver], TODAY));
    expect(rated.puzzle.state).toEqual({
      ...ratePeriod(puzzle, [asPuzzle], true),
      games: puzzle.games + 1,
      day: TODAY,
    });
    expect(rated.moved).toBe(true);
  });

  it('takes the weight given', () => {
    const half = ratePuzzleGame(solver, puzzle, game(700));
    const whole = ratePuzzleGame(solver, puzzle, game(700, { weight: 1 }));
    expect(ratePuzzleGame(solver, puzzle, game(700, { weight: 0.5 }))).toEqual(half);
    expect(whole.solver.change).toBeGreaterThan(half.solver.change * 1.5);
  });

  it.each([
    { name: 'a fast solve moves the solver up and the puzzle down', seconds: 300, sign: 1 },
    { name: 'a solve at the expected time, as expected, moves neither', seconds: 960, sign: 0 },
    { name: 'a slow solve moves the solver down and the puzzle up', seconds: 2400, sign: -1 },
  ])('$name', ({ seconds, sign }) => {
    const even = { ...puzzle, rating: solver.rating };
    const rated = ratePuzzleGame(solver, even, game(seconds));
    // + 0 reads -0 as 0: no change either way.
    expect(Math.sign(rated.solver.change) + 0).toBe(sign);
    expect(Math.sign(rated.puzzle.change) + 0).toBe(-sign + 0);
  });

  it('is zero-sum between equally sure sides (property)', () => {
    fc.assert(
      fc.property(establishedArb, establishedArb, secondsArb, secondsArb, (a, b, s, e) => {
        // Same RD and σ, both last rated yesterday: the same information and widening each side.
        const same = { rd: a.rd, volatility: a.volatility, day: 100 };
        const rated = ratePuzzleGame(
          { ...a, ...same },
          { ...b, ...same },
          game(s, { expected: e, day: 101 }),
        );
        // Equal up to rounding: E(1 − E) and (1 − E)E are summed from different exponentials.
        expect(rated.solver.change + rated.puzzle.change).toBeCloseTo(0, 6);
        expect(rated.solver.state.rd).toBeCloseTo(rated.puzzle.state.rd, 6);
      }),
    );
  });

  it('rewards a faster solve more, on both sides (property)', () => {
    fc.assert(
      fc.property(establishedArb, establishedArb, secondsArb, secondsArb, (a, b, s, t) => {
        fc.pre(s !== t);
        const [fast, slow] = [Math.min(s, t), Math.max(s, t)];
        const quick = ratePuzzleGame(a, b, game(fast, { day: 101 }));
        const late = ratePuzzleGame(a, b, game(slow, { day: 101 }));
        expect(quick.solver.change).toBeGreaterThanOrEqual(late.solver.change);
        expect(quick.puzzle.change).toBeLessThanOrEqual(late.puzzle.change);
      }),
    );
  });
});

describe('ratePuzzleGame: a provisional solver leaves the puzzle as it was', () => {
  it.each([
    { rd: 350, moved: false },
    { rd: 200, moved: false },
    { rd: 110, moved: false },
    { rd: 109.99, moved: true },
  ])('a solver at RD $rd moves it: $moved', ({ rd, moved }) => {
    const rated = ratePuzzleGame({ ...solver, rd }, puzzle, game(500));
    expect(rated.moved).toBe(moved);
    expect(rated.solver.change).toBeGreaterThan(0);
    if (moved) expect(rated.puzzle.change).toBeLessThan(0);
    else expect(rated.puzzle).toEqual({ state: puzzle, change: 0 });
  });

  it('still rates the provisional solver against the puzzle', () => {
    const fresh = newPlayer();
    const rated = ratePuzzleGame(fresh, puzzle, game(500));
    const asSolver = { rating: puzzle.rating, rd: puzzle.rd, score: timeScore(500, EXPECTED) };
    expect(rated.solver.state).toEqual(rateOnDay(fresh, [{ ...asSolver, weight: 0.5 }], TODAY));
  });
});

describe('ratePuzzleGame: a hinted solve is not rated', () => {
  it.each([1, 3])('with %i hints, both come back as they were', (hints) => {
    const rated = ratePuzzleGame(solver, puzzle, game(500, { hints }));
    expect(rated).toEqual({
      solver: { state: solver, change: 0 },
      puzzle: { state: puzzle, change: 0 },
      moved: false,
    });
  });

  it('rates a solve with 0 hints as one without', () => {
    expect(ratePuzzleGame(solver, puzzle, game(500, { hints: 0 }))).toEqual(
      ratePuzzleGame(solver, puzzle, game(500)),
    );
  });
});

describe('ratePuzzleGame: clamps', () => {
  const hard = { ...puzzle, rating: 2100 };
  const easy = { ...puzzle, rating: 1100 };
  it.each([
    // A settled solver leaves a new easy puzzle open two hours: unclamped, it would gain ~250.
    { name: 'a new puzzle, up', solver, puzzle: puzzleSeed(1), seconds: 7200, side: 'puzzle' },
    { name: 'a new puzzle, down', solver, puzzle: puzzleSeed(10), seconds: 5, side: 'puzzle' },
    // A new solver far faster than a hard puzzle's expectation, or far slower than an easy one's.
    { name: 'a new solver, up', solver: newPlayer(), puzzle: hard, seconds: 120, side: 'solver' },
    {
      name: 'a new solver, down',
      solver: newPlayer(),
      puzzle: easy,
      seconds: 7200,
      side: 'solver',
    },
  ] as const)('holds $name to its limit, RD as Glicko-2 gives it', (example) => {
    const rated = ratePuzzleGame(example.solver, example.puzzle, game(example.seconds));
    const limit = example.side === 'puzzle' ? PUZZLE_CHANGE_LIMIT : SOLVER_CHANGE_LIMIT;
    expect(Math.abs(rated[example.side].change)).toBeCloseTo(limit, 9);
    // The RD is Glicko-2's own: the clamp moves only the rating.
    const before = example[example.side];
    expect(rated[example.side].state.rd).toBeLessThan(before.rd);
  });

  it('never moves the puzzle more than 50 nor the solver more than 120 (property)', () => {
    fc.assert(
      fc.property(playerArb, playerArb, secondsArb, secondsArb, (a, b, s, e) => {
        const rated = ratePuzzleGame(a, b, game(s, { expected: e, day: 101 }));
        // The change is read back as after − before, so it may pass the limit by a rounding.
        const slack = 1e-9;
        expect(Math.abs(rated.solver.change)).toBeLessThanOrEqual(SOLVER_CHANGE_LIMIT + slack);
        expect(Math.abs(rated.puzzle.change)).toBeLessThanOrEqual(PUZZLE_CHANGE_LIMIT + slack);
      }),
    );
  });
});

describe("ratePuzzleGame: a puzzle's RD", () => {
  it('shrinks with every game of a day, and falls under 110 in a day of games', () => {
    let state = puzzleSeed(5);
    const rds = [state.rd];
    for (let k = 0; k < 25; k++) {
      state = ratePuzzleGame({ ...solver, day: TODAY }, state, game(900 + 10 * k)).puzzle.state;
      rds.push(state.rd);
    }
    rds.slice(1).forEach((rd, k) => expect(rd).toBeLessThan(rds[k]!));
    expect(isProvisional(state)).toBe(false);
    expect(state.games).toBe(25);
  });

  it('does not widen for the days nobody played it, as a player does', () => {
    const tomorrow = ratePuzzleGame(solver, puzzle, game(700));
    const muchLater = ratePuzzleGame(solver, puzzle, game(700, { day: TODAY + 300 }));
    expect(muchLater.puzzle.state.rd).toBe(tomorrow.puzzle.state.rd);
    expect(muchLater.solver.state.rd).toBeGreaterThan(tomorrow.solver.state.rd);
  });

  it('widens once a day: a second game the same day is not widened again', () => {
    const first = ratePuzzleGame(solver, puzzle, game(960)).puzzle.state;
    const second = ratePuzzleGame({ ...solver, day: TODAY }, first, game(960)).puzzle.state;
    expect(first.rd).toBeGreaterThan(puzzle.rd); // one widening outweighs one half-game
    expect(second.rd).toBeLessThan(first.rd);
  });
});

describe('ratePuzzleGame: over random sequences of games (property)', () => {
  const step = fc.record({
    solver: fc.nat(2),
    puzzle: fc.nat(1),
    seconds: secondsArb,
    expected: secondsArb,
    gap: fc.nat(3),
    hints: fc.constantFrom(0, 0, 0, 1),
  });

  it('keeps ratings finite, RDs in (0, 350], σ positive, and never mutates its inputs', () => {
    fc.assert(
      fc.property(
        fc.array(playerArb, { minLength: 3, maxLength: 3 }),
        fc.array(fc.oneof(playerArb, fc.double({ min: 1, max: 10, noNaN: true }).map(puzzleSeed)), {
          minLength: 2,
          maxLength: 2,
        }),
        fc.array(step, { maxLength: 60 }),
        (solvers, puzzles, steps) => {
          let day = 100;
          for (const { gap, hints, ...next } of steps) {
            day += gap;
            const [a, b] = [deepFreeze(solvers[next.solver]!), deepFreeze(puzzles[next.puzzle]!)];
            const rated = ratePuzzleGame(a, b, { ...next, day, hints });
            for (const side of [rated.solver, rated.puzzle]) {
              expect(Number.isFinite(side.state.rating)).toBe(true);
              expect(Number.isFinite(side.change)).toBe(true);
              expect(side.state.rd).toBeGreaterThan(0);
              expect(side.state.rd).toBeLessThanOrEqual(350);
              expect(side.state.volatility).toBeGreaterThan(0);
            }
            solvers[next.solver] = rated.solver.state;
            puzzles[next.puzzle] = rated.puzzle.state;
          }
        },
      ),
    );
  });
});

describe('ratePuzzleGame refuses bad input with a RangeError and changes nothing', () => {
  const refuses = (a: PlayerState, b: PlayerState, bad: PuzzleGame): void => {
    const before = deepCopy([a, b]);
    expect(() => ratePuzzleGame(deepFreeze(a), deepFreeze(b), bad)).toThrow(RangeError);
    expect([a, b]).toEqual(before);
  };

  it.each([
    { name: 'negative seconds', bad: game(-1) },
    { name: 'NaN seconds', bad: game(Number.NaN) },
    { name: 'an expected time of 0', bad: game(500, { expected: 0 }) },
    { name: 'an infinite expected time', bad: game(500, { expected: Number.POSITIVE_INFINITY }) },
    { name: 'a weight of 0', bad: game(500, { weight: 0 }) },
    { name: 'negative hints', bad: game(500, { hints: -1 }) },
    { name: 'fractional hints', bad: game(500, { hints: 0.5 }) },
    { name: 'a fractional day', bad: game(500, { day: TODAY + 0.5 }) },
    { name: "a day before the solver's last", bad: game(500, { day: TODAY - 2 }) },
    { name: 'bad seconds, even with hints', bad: game(-1, { hints: 1 }) },
  ])('refuses $name', ({ bad }) => refuses({ ...solver }, { ...puzzle }, bad));

  it("refuses a day before the puzzle's last, even for a provisional solver", () => {
    refuses(newPlayer(), { ...puzzle, day: TODAY + 1 }, game(500));
  });

  it.each([
    { name: 'a solver with NaN rating', a: { ...solver, rating: Number.NaN }, b: puzzle },
    { name: 'a puzzle with RD 0', a: solver, b: { ...puzzle, rd: 0 } },
    { name: 'a puzzle with negative games', a: solver, b: { ...puzzle, games: -1 } },
  ])('refuses $name', ({ a, b }) => refuses({ ...a }, { ...b }, game(500)));

  it('refuses any bad seconds, expected time, weight or day (property)', () => {
    const badGame = fc.oneof(
      fc.record({ seconds: badSecondsArb, expected: secondsArb, day: fc.constant(TODAY) }),
      fc.record({ seconds: secondsArb, expected: badSecondsArb, day: fc.constant(TODAY) }),
      fc.record({
        seconds: secondsArb,
        expected: secondsArb,
        day: fc.constant(TODAY),
        weight: badWeightArb,
      }),
      fc.record({ seconds: secondsArb, expected: secondsArb, day: badDayArb }),
    );
    fc.assert(fc.property(badGame, (bad) => refuses({ ...solver }, { ...puzzle }, bad)));
  });
});
