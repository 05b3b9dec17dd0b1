// The session's trial (`kit.trial`), in Node over a board whose moves are lists of numbers added
// (negative ones take a number away): kept, it is one undo step; discarded, one undoable move;
// undoing past its start moves the start back; a solve keeps it, Restart ends it.
import { describe, expect, it } from 'vitest';
import type { PkBoard } from './contract.js';
import { PlaySession } from './play-session.js';
import { KIT_WORDS } from './words/kit-words.js';

type Move = number[];

/** A board of numbers, and a session over it with saves off. */
function session(merges = true) {
  let marks: number[] = [];
  const board: PkBoard<Move, number[]> = {
    rows: 1,
    cols: 1,
    prompt: { title: '', hint: '' },
    aim: () => 'cell',
    primary: () => null,
    secondary: () => {},
    apply: (move) => {
      for (const n of move) marks = n > 0 ? [...marks, n] : marks.filter((m) => m !== -n);
    },
    invert: (move) => move.map((n) => -n).reverse(),
    ...(merges ? { merge: (moves: Move[]) => moves.flat() } : {}),
    clearMove: () => (marks.length ? marks.map((n) => -n) : null),
    read: () => marks,
    load: (m) => void (marks = m ?? []),
    attach: () => {},
  };
  const said: string[] = [];
  const kit = new PlaySession(
    board,
    {
      say: (m) => said.push(m),
      words: () => KIT_WORDS.in('en'),
      changed: () => {},
      solved: () => {},
    },
    { slug: '', saves: false, switches: {} },
  );
  return { kit, marks: () => marks };
}

describe('kit.trial', () => {
  it('starts from the marks as they are, and keeps its moves as one undo step', () => {
    const { kit, marks } = session();
    kit.commit([1]);
    kit.trial.start();
    expect([kit.trial.on, kit.trial.base]).toEqual([true, [1]]);
    for (const n of [2, 3, 4]) kit.commit([n]);
    expect(kit.history.size).toBe(4);
    kit.trial.keep();
    expect([kit.trial.on, kit.trial.base, kit.history.size, marks()]).toEqual([
      false,
      null,
      2,
      [1, 2, 3, 4],
    ]);
    kit.undo();
    expect(marks()).toEqual([1]);
  });

  it('discards its marks as one undoable move: Undo brings them back', () => {
    const { kit, marks } = session();
    kit.commit([1]);
    kit.trial.start();
    for (const n of [2, 3, 4]) kit.commit([n]);
    kit.trial.discard();
    expect([kit.trial.on, marks()]).toEqual([false, [1]]);
    kit.undo();
    expect(marks()).toEqual([1, 2, 3, 4]);
    kit.undo();
    expect(marks()).toEqual([1]);
  });

  it('undoes move by move, and undoing past its start moves the start back', () => {
    const { kit, marks } = session();
    kit.commit([1]);
    kit.commit([2]);
    kit.trial.start();
    kit.commit([3]);
    kit.undo();
    expect([kit.trial.on, kit.trial.base, marks()]).toEqual([true, [1, 2], [1, 2]]);
    kit.undo();
    expect([kit.trial.on, kit.trial.base]).toEqual([true, [1]]);
    kit.commit([5]);
    kit.trial.discard();
    expect(marks()).toEqual([1]);
  });

  it('is kept by a solve and ended by Restart and loaded marks', () => {
    const { kit, marks } = session();
    kit.trial.start();
    kit.commit([1]);
    kit.commit([2]);
    kit.solved();
    expect([kit.trial.on, kit.history.size, marks()]).toEqual([false, 1, [1, 2]]);
    kit.restart(); // after a solve: afresh
    kit.trial.start();
    kit.commit([3]);
    kit.restart();
    expect([kit.trial.on, kit.history.size, marks()]).toEqual([false, 2, []]);
    kit.trial.start();
    kit.load([7]);
    expect([kit.trial.on, kit.trial.base]).toEqual([false, null]);
  });

  it('never starts for a board that cannot merge moves', () => {
    const { kit } = session(false);
    kit.trial.start();
    expect(kit.trial.on).toBe(false);
  });
});
