// The Hint button on one position: the first press shows where to look (the cells and dots
// glow, the status line asks what to consider); the next draws the walls as one undoable move,
// or rubs out a wrong wall, and says why. Any move in between starts over. Every press counts.
import { nextStep, type Move } from '@galaxies/engine';
import type { BoardGame } from './board-game.js';
import { addWallsMove } from './moves.js';
import type { HintWords } from './words/hint-words.js';

export { HINT_WORDS } from './words/hint-words.js';

/** One press of Hint on `game`. */
export function pressHint(game: BoardGame, words: HintWords): void {
  if (game.solved) return;
  const { puzzle } = game.source;
  const shown = game.hinted;
  if (shown) {
    const move: Move | null =
      shown.kind === 'mistake'
        ? { w: [[shown.wall, 1, 0]] }
        : addWallsMove(game.kinds, game.save, shown.walls);
    game.countHint(); // before the move, so a solve it makes carries the count
    if (move) game.play(move);
    if (!game.solved) game.kit?.say(words.hintWhy(puzzle.w, puzzle.dots, shown));
    return;
  }
  const next = nextStep(puzzle, game.save);
  if (next.kind === 'solved') {
    game.kit?.say(words.everyWall);
    return;
  }
  game.showHint(next);
  game.kit?.save(); // the count survives a reload before any move
  game.kit?.say(words.hintLook(puzzle.w, puzzle.dots, next));
}
