import { describe, expect, it } from 'vitest';
import { isBoard } from '@galaxies/pencil-kit';
import { BoardGame, type GameHost } from './board-game.js';
import { SAMPLE_7X7 } from './fixtures.js';
import { plugPort, surfaceBoard } from './port.js';
import { resolveSource } from './puzzle-source.js';
import { ENGINE_VERSION, generate, SIZES } from '@galaxies/engine';

const host: GameHost = {
  changed: () => {},
  announce: () => {},
  moved: () => {},
  finished: () => {},
  isReadonly: () => false,
  share: () => ({ mode: '', date: '' }),
};

function game(): BoardGame {
  const r = resolveSource(
    { src: SAMPLE_7X7.id },
    { generate, sizes: SIZES, version: ENGINE_VERSION },
  );
  if (!r.ok) throw new Error(r.message);
  return new BoardGame(r.source, host);
}

describe('plugPort', () => {
  it('lends the game the board contract, bound to the game', () => {
    const g = game();
    const el = plugPort({} as Element, g);
    expect(isBoard(el as unknown as Element)).toBe(true);
    expect([el.rows, el.cols]).toEqual([7, 7]);
    expect(el.prompt.title).toBe('Draw your first wall');
    const { read } = el;
    expect(read()).toEqual({ w: [], x: [] });
    expect(el.puzzleId?.()).toEqual({ size: '7x7', difficulty: 'imported', code: 'chvhvszkhtki' });
  });
});

describe('surfaceBoard', () => {
  it('follows whichever game is current, and is harmless without one', () => {
    let current: BoardGame | null = null;
    const board = surfaceBoard(() => current);
    expect([board.rows, board.cols]).toEqual([1, 1]);
    expect(board.primary({ kind: 'cell', cell: 0 })).toBeNull();
    current = game();
    expect([board.rows, board.cols, board.aim()]).toEqual([7, 7, 'side']);
  });
});
