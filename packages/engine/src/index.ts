// @galaxies/engine: the public API. Everything a board, a server or a tool needs is exported here.
export type { Answer, Dot, Puzzle } from './puzzle.js';
export { mirrorOf } from './geometry.js';
