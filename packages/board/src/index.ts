// @galaxies/board: the public API (the class; `define/galaxies-board.js` registers the tag).
export { GalaxiesBoard } from './board.js';
export { SAMPLE_7X7 } from './fixtures.js';
