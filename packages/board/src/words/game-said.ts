// What a game says as it is played, put together from the words of the player's language
// (board-words.ts): the status line, what a move announces, where a target is and what is on
// it, the result panel's line and the share line's words. The game (game/board-game.ts) says
// them through the kit and its host. Part of the words module (src/words/). Pure.
import type { Move, Save } from '@galaxies/engine';
import { describeTarget, type KitWords, type ShareInfo, type Target } from '@galaxies/pencil-kit';
import type { Flag, RegionView } from '../game/assists.js';
import type { CellTools } from '../cell-tools/cell-tools-loader.js';
import type { CellGame } from '../game/game-host.js';
import { sideRefusal } from '../game/moves.js';
import { levelWords } from '../source/puzzle-id.js';
import type { Source } from '../source/puzzle-source.js';
import type { BoardWords } from './board-words.js';
import { announceMove, describeSide, type SideState } from './en/play.js';

/** What the sentences read of a game: the cell tools' view, its size, the cell tools if here. */
export interface SaidGame extends CellGame {
  readonly rows: number;
  readonly cols: number;
  readonly cellTools: CellTools | null;
}

const ORDER: readonly Flag[] = ['lopsided', 'empty', 'crowded'];

/** The status line: the broken rule when a flag is up, else "N of M galaxies closed." */
export function statusLine(
  views: readonly RegionView[],
  closed: number,
  dots: number,
  STATUS: BoardWords['status'],
): string {
  for (const flag of ORDER) {
    const v = views.find((r) => r.flag === flag);
    if (!v) continue;
    if (flag === 'lopsided') return STATUS.lopsided;
    if (flag === 'empty') return STATUS.empty;
    return STATUS.crowded(v.dots);
  }
  return STATUS.closed(closed, dots);
}

/** What a side holds: why it takes no wall, or its wall, its cross, or nothing. */
function sideState(kinds: Uint8Array, save: Save, side: number): SideState {
  const refusal = sideRefusal(kinds, side);
  if (refusal) return refusal;
  if (save.w.includes(side)) return 'wall';
  return save.x.includes(side) ? 'cross' : 'line';
}

/** Where a target is and what is on it: "Row 3, column 4. Painted red.", its claim after. */
export function targetSaid(game: SaidGame, target: Target, kitWords: KitWords): string {
  const { words, save } = game;
  if (target.kind === 'side') {
    const state = sideState(game.kinds, save, target.side);
    return describeSide(game.cols, target.side, state, words.moves);
  }
  const where = describeTarget(game, target, kitWords);
  if (target.kind !== 'cell') return where;
  const paint = save.c?.[target.cell] ?? 0;
  const said = paint ? words.painted(where, words.moves.paintNames[paint - 1]!) : where;
  const claim = game.cellTools?.claimDescribed(game, target.cell);
  return claim ? `${said} ${claim}` : said;
}

/** What a move announces: a claim in the claim tool's words, else its walls, crosses or paint. */
export function moveSaid(game: SaidGame, move: Move): string {
  const claims = move.k && game.cellTools;
  return claims ? claims.claimSaid(game, move) : announceMove(game.cols, move, game.words.moves);
}

/** The share line's mode and date, as the host gives them. */
type Shared = { mode: string; date: string };

/** The result panel's line: the kind and size, the level and score, the galaxies, the date. */
export function aboutSaid(source: Source, shared: Shared, words: BoardWords): string {
  const { w, h, dots } = source.puzzle;
  const { mode = '', date = '' } = shared;
  const { level, score } = levelWords(source, words);
  return words.aboutLine({ mode, w, h, difficulty: level, score, dots: dots.length, date });
}

/** The share line's words: the game, the kind of play and the date, the size, the hints used. */
export function shareSaid(
  source: Source,
  shared: Shared,
  hints: number,
  words: BoardWords,
): ShareInfo {
  const { w, h } = source.puzzle;
  return {
    game: words.game,
    ...shared,
    size: `${w}×${h}`,
    url: globalThis.location?.href,
    hints,
  };
}
