// The game as the kit sees it, in Node: a stroke is drawn as an overlay and committed once, a
// cancelled one leaves nothing, and undo, Restart and loading marks each take their own way in.
import { ENGINE_VERSION, generate, shape, Side, SIZES, type Move } from '@galaxies/engine';
import { History, type PkKit } from '@galaxies/pencil-kit';
import { describe, expect, it } from 'vitest';
import { SAMPLE_7X7 } from '../test/fixtures.js';
import { BoardGame } from './board-game.js';
import type { GameHost, Marks } from './game-host.js';
import { resolveSource } from './puzzle-source.js';

const kinds = shape(SAMPLE_7X7.puzzle).sideKind;
// Six open sides along the line under row 4 (see the embed test): side ids of cells 21–26.
const run = [0, 1, 2, 3, 4, 5].map((c) => 2 * (21 + c) + 1);

/** A game plugged into a small kit built on the kit's own History, recording what it hears. */
function play() {
  const resolved = resolveSource(
    { src: SAMPLE_7X7.id },
    { generate, sizes: SIZES, version: ENGINE_VERSION },
  );
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
  };
  const game = new BoardGame(resolved.source, host);
  const history = new History<Move>(game);
  const kit: PkKit<Move, Marks> = {
    say: (m) => heard.said.push(m),
    history,
    commit: (move) => history.perform(move),
    undo: () => void history.undo(),
    redo: () => void history.redo(),
    restart: () => {},
    load: (marks) => {
      game.load(marks);
      history.clear();
    },
    save: () => {},
    hold: () => {},
    assists: {},
    solved: () => heard.solved++,
    reducedMotion: true,
  };
  game.attach(kit);
  return { game, history, heard };
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
