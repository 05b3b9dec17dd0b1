// Registers <galaxies-board> (and, through the board's imports, the kit's elements it uses).
// Its events' types come with it: a page that imports only this module gets `galaxies-solved`'s
// detail typed in `addEventListener` (the events module declares them; it holds no code).
import '@galaxies/pencil-kit/define/pk-frame.js';
import '@galaxies/pencil-kit/define/pk-seg.js';
import '../events.js';
import { GalaxiesBoard } from '../board.js';

if (!customElements.get('galaxies-board')) customElements.define('galaxies-board', GalaxiesBoard);

declare global {
  interface HTMLElementTagNameMap {
    'galaxies-board': GalaxiesBoard;
  }
}
