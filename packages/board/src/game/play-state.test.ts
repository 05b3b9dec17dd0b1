// The game's state in Node, with no element, no kit and no DOM: moves applied and undone, the
// standing read from the marks, the cells settled, the solve seen, marks loaded and read with
// the hints beside them, a hint on show until the next move, the helpers' switches.
import {
  answerWalls,
  claimStanding,
  invertMove,
  nextStep,
  shape,
  Side,
  standing,
  type Move,
} from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import { SAMPLE_7X7 } from '../../test/fixtures.js';
import {
  applied,
  hintPressed,
  loaded,
  marksOf,
  readingOf,
  stateOf,
  switched,
  type Reading,
} from './play-state.js';
import type { Shown } from '../words/en/hints.js';

const { puzzle, answer } = SAMPLE_7X7;
const open = (sides: readonly number[]) =>
  sides.filter((s) => shape(puzzle).sideKind[s] === Side.open);
/** The answer's walls the player draws (the given ones are there from the start). */
const solution = open(answerWalls(puzzle, answer));
/** The walls around one galaxy of the answer, dot 0's (three cells). */
const aroundFirst = open(
  answerWalls(
    puzzle,
    answer.map((d) => (d === 0 ? 0 : 1)),
  ),
);
const drawing = (sides: readonly number[]): Move => ({ w: sides.map((s) => [s, 0, 1]) });
const reading = readingOf(puzzle);
const fresh = stateOf(reading);
/** The state after each move in turn. */
const play = (...moves: Move[]) => moves.reduce((st, move) => applied(reading, st, move), fresh);

describe('a fresh state', () => {
  it('has no marks and no hints, and reads the given walls’ standing', () => {
    expect([fresh.save, fresh.hints, fresh.hinted, fresh.solved]).toEqual([
      { w: [], x: [] },
      0,
      null,
      false,
    ]);
    expect(fresh.standing).toEqual(standing(puzzle, { w: [] }));
    // The given walls close the one-cell galaxy in the bottom-left corner.
    expect(fresh.settled).toBe(1);
  });
});

describe('moves', () => {
  it('are applied to a new state, the old one left as it was', () => {
    const after = play(drawing(aroundFirst));
    expect(after.save.w).toEqual([...aroundFirst].sort((a, b) => a - b));
    expect(fresh.save.w).toEqual([]);
    expect(after.standing.closed).toBe(fresh.standing.closed + 1);
  });

  it('are undone by their inverse: the marks and the standing as before', () => {
    const move = drawing(aroundFirst);
    const undone = play(move, invertMove(move));
    expect(undone.save.w).toEqual([]);
    expect(undone.standing).toEqual(fresh.standing);
    expect(undone.settled).toBe(fresh.settled);
  });
});

describe('the standing read', () => {
  it('counts the cells of the galaxies the walls close, and drops them when one opens', () => {
    expect(play(drawing(aroundFirst)).settled).toBe(1 + 3);
    expect(play(drawing(aroundFirst), { w: [[aroundFirst[0]!, 1, 0]] }).settled).toBe(1);
  });

  it('sees the solve once every wall is drawn, and every cell settled', () => {
    const short = play(drawing(solution.slice(1)));
    expect([short.solved, short.settled < 49]).toEqual([false, true]);
    const solved = applied(reading, short, drawing(solution.slice(0, 1)));
    expect([solved.solved, solved.settled, solved.standing.answer]).toEqual([true, 49, answer]);
  });

  it('reads claims too when read with the claim tool’s reader', () => {
    const claims = { w: [], x: [], k: answer.map((dot) => dot + 1) };
    expect(loaded(reading, claims).solved).toBe(false);
    const claiming: Reading = { ...reading, reader: claimStanding };
    const read = loaded(claiming, claims);
    expect([read.solved, read.settled]).toEqual([true, 49]);
    expect(applied(claiming, read, { x: [[solution[0]!, 0, 1]] }).solved).toBe(true);
  });
});

describe('marks loaded and read', () => {
  it('keeps the hints used beside the marks, and a bad record starts afresh', () => {
    const st = loaded(reading, { w: aroundFirst, x: [], h: 2 });
    expect([st.hints, st.settled]).toEqual([2, 4]);
    expect(marksOf(st)).toEqual({ w: st.save.w, x: [], h: 2 });
    expect(marksOf(loaded(reading, null))).toEqual({ w: [], x: [] });
    expect(loaded(reading, 'nonsense').save).toEqual({ w: [], x: [] });
  });
});

describe('a hint', () => {
  it('counts each press, and shows where to look until the next move', () => {
    const shown = nextStep(puzzle, { w: [] }) as Shown;
    const st = hintPressed(fresh, shown);
    expect([st.hints, st.hinted, fresh.hints]).toEqual([1, shown, 0]);
    const again = hintPressed(st);
    expect([again.hints, again.hinted]).toEqual([2, shown]);
    const played = applied(reading, again, drawing(shown.walls));
    expect([played.hints, played.hinted]).toEqual([2, null]);
  });
});

describe('the helpers’ switches', () => {
  it('change the views alone: the standing read stays', () => {
    const st = play(drawing(aroundFirst));
    const off = switched(st, { tints: false });
    expect(off.standing).toBe(st.standing);
    expect(st.views.some((v) => v.tinted)).toBe(true);
    expect(off.views.some((v) => v.tinted)).toBe(false);
    // A reading with the switch off keeps it so for the moves after.
    const read = applied({ ...reading, switches: { tints: false } }, off, drawing(solution));
    expect(read.views.some((v) => v.tinted)).toBe(false);
  });
});
