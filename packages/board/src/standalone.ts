// The standalone bundle's entry (dist/galaxies-board.js): registers <galaxies-board> and
// <galaxies-editor> for pages with no build step. The editor's editing code is a chunk of its
// own beside the bundle, fetched the first time an editor connects.
import './define/galaxies-board.js';
import './define/galaxies-editor.js';

export { GalaxiesBoard } from './board.js';
export { GalaxiesEditor } from './editor/galaxies-editor.js';
