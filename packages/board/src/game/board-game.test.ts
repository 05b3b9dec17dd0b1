// The game as the kit sees it, in Node: a stroke is drawn as an overlay and committed once, a
// cancelled one leaves nothing, undo, Restart and loading marks each take their own way in, and
// a trial's walls are kept as one undo step or discarded as one, and count for the solve.
import { answerWalls, ENGINE_VERSION, generate, shape, Side, type Move } from '@galaxies/engine';
import { KIT_WORDS, PlaySession } from '@galaxies/pencil-kit';
import { describe, expect, it } from 'vitest';
import { SAMPLE_7X7 } from '../../test/fixtures.js';
import { BoardGame } from './board-game.js';
import type { GameHost, Marks } from './game-host.js';
import { resolveSource } from '../source/puzzle-reader.js';

const kinds = shape(SAMPLE_7X7.puzzle).sideKind;
// Six open sides along the line under row 4 (see the embed test): side ids of cells 21–26.
const run = [0, 1, 2, 3, 4, 5].map((c) => 2 * (21 + c) + 1);

/** A game plugged into the kit's own play session (saves off), recording what it hears. */
function play() {
  const resolved = resolveSource({ src: SAMPLE_7X7.id }, { generate, version: ENGINE_VERSION });
  if (!resolved.ok) throw new Error(resolved.message);
  const heard = { moves: [] as Move[], drawn: 0, said: [] as string[], solved: 0 };
  const host: GameHost = {
    changed: () => heard.drawn++,
    announce: () => {},
    moved: (move) => heard.moves.push(move),
    finished: () => {},
    refused: () => {},
    help: () => {},
    isReadonly: () => false,
    share: () => ({ mode: '', date: '' }),
    lang: () => 'en',
    chunkFailed: (error) => {
      throw error;
    },
  };
  const game = new BoardGame(resolved.source, host);
  const kit = new PlaySession<Move, Marks>(
    game,
    {
      say: (m) => heard.said.push(m),
      words: () => KIT_WORDS.in('en'),
      changed: () => {},
      solved: () => heard.solved++,
    },
    { slug: '', saves: false, switches: {} },
  );
  game.attach(kit);
  return { game, history: kit.history, heard, kit };
}

describe('a stroke', () => {
  it('is drawn over the saved marks as it goes, and committed once on release', () => {
    expect(run.every((s) => kinds[s] === Side.open)).toBe(true);
    const { game, history, heard } = play();
    const stroke = game.primary({ kind: 'side', side: run[0]! })!;
    for (const side of run.slice(1)) stroke.over({ kind: 'side', side });
    expect(game.drawn.w).toEqual(run);
    expect(game.save.w).toEqual([]);
    expect([history.size, heard.moves.length]).toEqual([0, 0]);
    stroke.end();
    expect(game.save.w).toEqual(run);
    expect(game.drawn).toBe(game.save);
    expect([history.size, heard.moves]).toEqual([1, [{ w: run.map((s) => [s, 0, 1]) }]]);
    history.undo();
    expect([game.save.w, game.drawn.w]).toEqual([[], []]);
  });

  it('cancelled, leaves the marks, the history and the page as they were', () => {
    const { game, history, heard } = play();
    const stroke = game.primary({ kind: 'side', side: run[0]! })!;
    stroke.over({ kind: 'side', side: run[1]! });
    stroke.cancel();
    expect([game.save.w, game.drawn.w, history.size, heard.moves.length]).toEqual([[], [], 0, 0]);
  });

  it('reads no standing until release: the helpers judge saved marks only', () => {
    const { game } = play();
    const regions = game.standing.regions.length;
    const stroke = game.primary({ kind: 'side', side: 1 })!;
    stroke.over({ kind: 'side', side: 2 });
    expect(game.standing.regions.length).toBe(regions);
    stroke.end();
    expect(game.standing.regions.length).toBeGreaterThan(regions);
  });
});

describe('the other ways in', () => {
  it('a cross is one move; the page’s marks load with nothing to undo; null starts afresh', () => {
    const { game, history, heard } = play();
    game.secondary({ kind: 'side', side: run[0]! });
    expect([game.save.x, history.size, heard.moves.length]).toEqual([[run[0]], 1, 1]);
    game.replace({ w: run, x: [], h: 2 });
    expect([game.save.w, game.hints, history.size]).toEqual([run, 2, 0]);
    game.load(null);
    expect([game.save, game.hints]).toEqual([{ w: [], x: [] }, 0]);
  });

  it('takes no press at a lattice point, which the board never aims at', () => {
    const { game, heard } = play();
    expect(game.primary({ kind: 'point', y: 1, x: 1 })).toBeNull();
    game.secondary({ kind: 'point', y: 1, x: 1 });
    expect(heard.moves).toEqual([]);
  });
});

describe('a trial', () => {
  /** Taps each side as the player would: one wall, one move. */
  const tap = (game: BoardGame, sides: readonly number[]) => {
    for (const side of sides) game.primary({ kind: 'side', side })!.end();
  };
  const [before, ...tried] = run.slice(0, 4) as [number, ...number[]];

  it('try three walls, Discard: marks as before (and Undo brings them back)', () => {
    const { game, kit, history } = play();
    tap(game, [before]);
    kit.trial.start();
    tap(game, tried);
    expect([game.save.w, kit.trial.base?.w]).toEqual([run.slice(0, 4), [before]]);
    kit.trial.discard();
    expect([game.save.w, kit.trial.on]).toEqual([[before], false]);
    history.undo();
    expect(game.save.w).toEqual(run.slice(0, 4));
  });

  it('try three walls, Keep: one undo removes all three', () => {
    const { game, kit, history } = play();
    tap(game, [before]);
    kit.trial.start();
    tap(game, tried);
    expect(history.size).toBe(4);
    kit.trial.keep();
    expect([history.size, kit.trial.on, game.save.w]).toEqual([2, false, run.slice(0, 4)]);
    history.undo();
    expect(game.save.w).toEqual([before]);
  });

  it('counts its walls for the solve, which keeps them', () => {
    const { game, kit, heard } = play();
    const walls = answerWalls(SAMPLE_7X7.puzzle, SAMPLE_7X7.answer).filter(
      (s) => kinds[s] === Side.open,
    );
    game.replace({ w: walls.slice(3), x: [] });
    kit.trial.start();
    tap(game, walls.slice(0, 3));
    expect([game.solved, heard.solved, kit.trial.on, kit.history.size]).toEqual([
      true,
      1,
      false,
      1,
    ]);
  });
});
