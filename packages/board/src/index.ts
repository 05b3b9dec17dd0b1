// @galaxies/board: the public API (the classes; `define/galaxies-board.js` and
// `define/galaxies-editor.js` register the tags).
export { GalaxiesBoard } from './board.js';
export { GalaxiesEditor } from './editor/galaxies-editor.js';
export { GalaxiesHowTo } from './how-to/galaxies-how-to.js';
export { GalaxiesHowToDialog } from './how-to/galaxies-how-to-dialog.js';
export { GalaxiesTutorial } from './how-to/galaxies-tutorial.js';
export type { ErrorDetail, MoveDetail, ProgressDetail, SolvedDetail } from './events.js';
export type { Marks } from './game/game-host.js';
export type { HowToSection } from './how-to/how-to-opener.js';
export { puzzleSaveKey, type SavedPuzzle } from './source/puzzle-id.js';
export type {
  EditDetail,
  PlayDetail,
  VerdictDetail,
  VerdictState,
} from './editor/editor-events.js';
export type { CheckedIn } from './editor/verdict-checker.js';
export type { Verdict, VerdictTier } from './editor/verdict.js';
export type {
  BoardLevel,
  BoardSide,
  BoardSize,
  EngineName,
  HowToShown,
  Saves,
  Scheme,
} from './attribute-values.js';
export { puzzleSvg, puzzleSvgSize, type PuzzleSvgOptions } from './export/puzzle-svg.js';
export { puzzlePng, svgToPng } from './export/png.js';
export type { ExportOptions } from './export/board-export.js';
