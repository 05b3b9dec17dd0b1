// The cell tools' code (cell-tools.ts: Paint's and Claim's presses, rows and drawing) loads
// beside the bundle the first time Paint or Claim is picked or marks holding claims are read,
// through the kit's loader (tried again when it fails, with a true error at the end). The board's
// first file knows it only by that module's shape.
import { Chunk } from '@galaxies/pencil-kit';
import type * as CellToolsModule from './cell-tools.js';

/** The cell tools' code. */
export type CellTools = typeof CellToolsModule;

/** The cell tools' chunk, one for every board on the page. */
export const cellToolsChunk = new Chunk<CellTools>(() => import('./cell-tools.js'));
