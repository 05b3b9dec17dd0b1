// The standalone bundle's entry (dist/galaxies-board.js): registers <galaxies-board> and
// <galaxies-editor> for pages with no build step. The editor's editing code is a chunk of its
// own beside the bundle, fetched the first time an editor connects.
import './define/galaxies-board.js';
import './define/galaxies-editor.js';

export { GalaxiesBoard } from './board.js';
export { GalaxiesEditor } from './editor/galaxies-editor.js';
export type {
  BoardLevel,
  BoardSide,
  BoardSize,
  EngineName,
  HowToShown,
  Saves,
  Scheme,
} from './attribute-values.js';
export type { ErrorDetail, MoveDetail, ProgressDetail, SolvedDetail } from './events.js';
export type {
  EditDetail,
  PlayDetail,
  VerdictDetail,
  VerdictState,
} from './editor/editor-events.js';
export type { CheckedIn } from './editor/verdict-checker.js';
export type { Verdict, VerdictTier } from './editor/verdict.js';
export type { ExportOptions } from './export/board-export.js';
export type { Marks } from './game/game-host.js';
export type { HowToSection } from './how-to/how-to-opener.js';
