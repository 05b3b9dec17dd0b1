// The claim tool, loaded on first use (the tool picked, or marks holding claims): what a press
// and a clear do, what a claim move says, how a claimed cell is described, its row in the tray
// (the walls the claims give, on command), its helpers, its layer of the grid, and the standing
// that reads claims. Part of the cell tools' chunk (cell-tools.ts).
import { applyMove, claimOf, claimWalls, clearMove, shape, type Move } from '@galaxies/engine';
import type { Assist } from '@galaxies/pencil-kit';
import { html, type TemplateResult } from 'lit';
import type { CellGame } from '../game/game-host.js';
import { addWallsMove, mergeMoves, type StrokePlan } from '../game/moves.js';
import { CLAIM_WORDS, type ClaimWords } from '../words/claim-words.js';
import { claimStroke, completedMove, pressedDot } from './claim-plan.js';
import { shownFaults } from './claim-layer.js';

export { claimStanding } from '@galaxies/engine';
export { claimLayer } from './claim-layer.js';
export { CLAIM_WORDS };

/** The claim tool's words in the game's language (English until they arrive, then a redraw). */
export function claimWords(game: CellGame): ClaimWords {
  const lang = game.host.lang();
  if (!CLAIM_WORDS.loaded(lang) && !CLAIM_WORDS.failed(lang)) {
    void CLAIM_WORDS.ready(lang).then(() => game.host.changed());
  }
  return CLAIM_WORDS.in(lang);
}

/** Whether the player asked for the walls claims give as they claim. */
function wallsOn(game: CellGame): boolean {
  return game.kit?.assists['claim-walls'] === true;
}

/**
 * The stroke a press on `cell` starts: on a dot's cell it picks that dot (and says so); with no
 * dot to claim for, it says to press one first and starts nothing.
 */
export function pressClaim(game: CellGame, cell: number): StrokePlan | null {
  const { puzzle } = game.source;
  const press = pressedDot(puzzle, game.save, cell, game.picked);
  const words = claimWords(game);
  if (!press) {
    game.host.announce(words.pickFirst);
    return null;
  }
  if (!press.clears && press.dot !== game.picked) {
    game.picked = press.dot;
    game.host.announce(words.picked(puzzle.dots[press.dot]!));
  }
  return claimStroke(puzzle, game.kinds, game.save, cell, press, wallsOn(game));
}

/**
 * A move of the player's as it is played: with the walls that finish the puzzle when, after it,
 * the claims and the finished galaxies give the answer (the board is then solved as by walls).
 */
export function completed(game: CellGame, move: Move): Move {
  return completedMove(game.source.puzzle, game.kinds, game.save, move);
}

/** The move that clears `cell`'s claim and its twin's, or null when it has none. */
export function clearClaim(game: CellGame, cell: number): Move | null {
  const move = clearMove(game.source.puzzle, game.save, cell);
  return move.k ? move : null;
}

/**
 * Hint's second press on a cell it says is the dot's: `walls` (the hint's), then the claim of
 * `cell` for `dot` with the walls the player asked for, as one move; null when nothing changes.
 */
export function hintClaim(
  game: CellGame,
  cell: number,
  dot: number,
  walls: Move | null,
): Move | null {
  const { puzzle } = game.source;
  const save = walls ? applyMove(puzzle, game.save, walls) : game.save;
  const plan = claimStroke(puzzle, game.kinds, save, cell, { dot, clears: false }, wallsOn(game));
  plan.step(cell);
  const moves = [walls, plan.move.k ? plan.move : null].filter((m): m is Move => !!m);
  return moves.length ? mergeMoves(moves) : null;
}

/** What a move with claims says for screen readers (played already: the save is after it). */
export function claimSaid(game: CellGame, move: Move): string {
  const { puzzle } = game.source;
  const words = claimWords(game);
  const { w, dots } = puzzle;
  const k = move.k ?? [];
  const made = k.filter((c) => c[2] !== 0);
  let said: string;
  if (!made.length) {
    const [first, second] = k;
    said =
      k.length <= 2
        ? words.cleared(w, first![0], second?.[0] ?? null)
        : words.clearedMany(k.length);
  } else {
    const cell = made[0]![0];
    const dot = made[0]![2] - 1;
    const s = shape(puzzle);
    const twin = s.mirror[cell * s.D + dot]!;
    said =
      made.length <= 2
        ? words.claimed(w, dots[dot]!, cell, twin === -1 ? null : twin)
        : words.claimedMany(made.length, dots[dot]!);
    const fault = shownFaults(game, game.save).get(cell);
    if (fault) said += ` ${words.faults[fault]}`;
  }
  const walls = (move.w ?? []).filter((c) => c[2] === 1).length;
  return walls ? `${said} ${words.wallsDrawn(walls)}` : said;
}

/** A claimed cell's description, after where it is: its dot, and why it is flagged; or ''. */
export function claimDescribed(game: CellGame, cell: number): string {
  const { puzzle } = game.source;
  const dot = claimOf(puzzle, game.save, cell);
  if (dot < 0) return '';
  const words = claimWords(game);
  const fault = shownFaults(game, game.save).get(cell);
  return fault
    ? `${words.claimedFor(puzzle.dots[dot]!)} ${words.faults[fault]}`
    : words.claimedFor(puzzle.dots[dot]!);
}

/** The claim tool's helpers, after the board's own. */
export function claimAssists(game: CellGame): readonly Assist[] {
  return claimWords(game).assists;
}

/** Draws the walls the claims give, as one undoable move, and says how many. */
export function drawClaimWalls(game: CellGame): void {
  const { puzzle } = game.source;
  const move = addWallsMove(game.kinds, game.save, claimWalls(puzzle, game.save).sides);
  if (move) game.play(move);
  game.kit?.say(claimWords(game).wallsDrawn(move?.w?.length ?? 0));
}

/** The tool's row in the tray, below the tools: Draw walls. */
export function claimRow(game: CellGame, disabled: boolean): TemplateResult {
  const words = claimWords(game);
  return html`<div class="tool-row" part="claims" role="group" aria-label=${words.row}>
    <button
      type="button"
      part="claim-walls"
      ?disabled=${disabled}
      @click=${() => drawClaimWalls(game)}
    >
      ${words.wallsButton}
    </button>
  </div>`;
}
