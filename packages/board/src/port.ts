// Joins a game to the kit. The frame plugs in the element in its default slot that carries the
// board contract; ours is the wrapper around the grid inside the board's shadow root, so the
// grid stays in that root (`part="grid"`), and the contract is lent to it from the game.
import type { PkBoard, SurfaceBoard } from '@galaxies/pencil-kit';
import type { BoardGame } from './board-game.js';

/** The contract's members the frame and its session read from the board. */
const CONTRACT = [
  'rows',
  'cols',
  'aim',
  'primary',
  'secondary',
  'describe',
  'tools',
  'prompt',
  'apply',
  'invert',
  'clearMove',
  'read',
  'load',
  'puzzleId',
  'assistList',
  'assistsChanged',
  'shareInfo',
  'attach',
] as const;

/** Lends the game's contract to `el`, so the frame finds a board there. */
export function plugPort(el: Element, game: BoardGame): PkBoard {
  for (const key of CONTRACT) {
    Object.defineProperty(el, key, {
      configurable: true,
      get() {
        const value = (game as unknown as Record<string, unknown>)[key];
        return typeof value === 'function' ? value.bind(game) : value;
      },
    });
  }
  return el as unknown as PkBoard;
}

/** The surface's view of whichever game is current (the surface outlives games). */
export function surfaceBoard(current: () => BoardGame | null): SurfaceBoard {
  return {
    get rows() {
      return current()?.rows ?? 1;
    },
    get cols() {
      return current()?.cols ?? 1;
    },
    aim: () => current()?.aim() ?? 'side',
    primary: (t) => current()?.primary(t) ?? null,
    secondary: (t) => current()?.secondary(t),
    describe: (t) => current()?.describe(t) ?? '',
  };
}
