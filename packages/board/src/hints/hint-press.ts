// The Hint button on one position: the first press shows where to look (the cells and dots
// glow, the status line asks what to consider); the next draws the walls as one undoable move,
// or rubs out a wrong wall, and says why. With the claim tool in hand, a hint that puts a cell in
// a dot's galaxy offers to claim it, and the next press claims it (with its twin) as it draws the
// walls (Hint reads walls, so the next hint moves on). Any move in between starts over. Every
// press counts.
import { joins, nextStep, type Move } from '@galaxies/engine';
import type { BoardGame } from '../game/board-game.js';
import { addWallsMove } from '../game/moves.js';
import type { Shown } from '../words/en/hints.js';
import { HINT_WORDS, type HintWords } from '../words/hint-words.js';

export { HINT_WORDS };

/** Whether the hint on show would be played as a claim: the claim tool in hand, its cell joining. */
function claims(game: BoardGame, shown: Shown): boolean {
  return (
    !!game.cellTools && game.tool === 'claim' && shown.kind !== 'mistake' && joins(shown.reason)
  );
}

/** One press of Hint on `game`. */
export function pressHint(game: BoardGame, words: HintWords): void {
  if (game.solved) return;
  const { puzzle } = game.source;
  const shown = game.hinted;
  if (shown) {
    let move: Move | null =
      shown.kind === 'mistake'
        ? { w: [[shown.wall, 1, 0]] }
        : addWallsMove(game.kinds, game.save, shown.walls);
    const r = shown.reason;
    if (claims(game, shown) && 'dot' in r)
      move = game.cellTools!.hintClaim(game, r.cell, r.dot, move);
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
  const then = claims(game, next) ? game.cellTools!.claimWords(game).hintClaims : undefined;
  game.kit?.say(words.hintLook(puzzle.w, puzzle.dots, next, then));
}

/**
 * What the board takes of this chunk, as one object: the loader reads it by name, so the chunk
 * needs no module namespace object (and no bundler runtime) while Hint's Japanese words take
 * the engine code they share with its English from it.
 */
export const HINT = { pressHint, HINT_WORDS };
