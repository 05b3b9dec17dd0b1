// @galaxies/pencil-kit: the public API (classes only; `define/*` modules register the tags).
export { formatTime } from './format-time.js';
export { PkStatus } from './status.js';
