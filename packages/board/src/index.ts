// @galaxies/board: the public API (the class; `define/galaxies-board.js` registers the tag).
export { GalaxiesBoard } from './board.js';
export type { ErrorDetail, MoveDetail, SolvedDetail } from './events.js';
export type { EditDetail, PlayDetail, VerdictDetail } from './editor/editor-events.js';
export type { Verdict, VerdictTier } from './editor/verdict.js';
export { answerWalls, SAMPLE_7X7, SAMPLE_10X10, SAMPLE_13X13, SAMPLE_12X8 } from './fixtures.js';
export type { Sample } from './fixtures.js';
export { puzzleSvg, puzzleSvgSize, type PuzzleSvgOptions } from './export/puzzle-svg.js';
export { puzzlePng, svgToPng } from './export/png.js';
export type { ExportOptions } from './export/board-export.js';
