// The code a game loads beside the board's first file: the tints' (asked for as a game starts,
// unless its source brought the tints) and the cell tools' (Paint's and Claim's: on first use,
// or for marks holding claims). Each comes through its chunk (tint-loader.ts,
// cell-tools/cell-tools-loader.ts); the game takes what arrives, the host redraws, and a part
// that did not arrive is the host's to tell, with a retry that asks again.
import type { Puzzle } from '@galaxies/engine';
import { cellToolsChunk, type CellTools } from '../cell-tools/cell-tools-loader.js';
import type { GameHost } from './game-host.js';
import { tintsFor } from './tint-loader.js';

/** Asks for the tints' code and works out the puzzle's tints with it, for `took`. */
export function askTints(
  puzzle: Puzzle,
  host: GameHost,
  took: (tints: readonly number[]) => void,
): void {
  tintsFor(puzzle).then(
    (tints) => {
      took(tints);
      host.changed();
    },
    (error: unknown) => host.chunkFailed(error, () => askTints(puzzle, host, took)),
  );
}

/**
 * The cell tools' ask: loads their code for `took` the first time it is called (again after a
 * failure, on Try again), and does nothing while it is on its way or once it is here.
 */
export function cellToolsAsk(host: GameHost, took: (tools: CellTools) => void): () => void {
  let asked = false;
  const ask = (): void => {
    if (asked) return;
    asked = true;
    cellToolsChunk.get().then(
      (tools) => {
        took(tools);
        host.changed();
      },
      (error: unknown) => {
        asked = false; // asked again on Try again
        host.chunkFailed(error, ask);
      },
    );
  };
  return ask;
}
