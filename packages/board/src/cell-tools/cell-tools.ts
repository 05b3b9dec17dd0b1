// The cell tools, loaded on first use: Paint (its paints' row and its strokes) and Claim (see
// claim-tool.ts). A game reaches them through `game.cellTools` once they are here; drawing saved
// paint stays in the board's first file, so a save's paint shows at once and on a server.
import type { TemplateResult } from 'lit';
import type { CellGame } from '../game/game-host.js';
import { claimRow } from './claim-tool.js';
import { paintRow } from './paint-row.js';

export * from './claim-tool.js';
export { clearPaintMove, paintStroke } from './paint-plan.js';

/** The row of the tool in hand, below the rest: the paints, or the claims' command. */
export function toolRow(game: CellGame, disabled: boolean, redraw: () => void): TemplateResult {
  return game.tool === 'paint' ? paintRow(game, redraw) : claimRow(game, disabled);
}
