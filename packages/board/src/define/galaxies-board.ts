// Registers <galaxies-board> (and, through the board's imports, the kit's elements it uses).
import '@galaxies/pencil-kit/define/pk-frame.js';
import '@galaxies/pencil-kit/define/pk-seg.js';
import { GalaxiesBoard } from '../board.js';

if (!customElements.get('galaxies-board')) customElements.define('galaxies-board', GalaxiesBoard);

declare global {
  interface HTMLElementTagNameMap {
    'galaxies-board': GalaxiesBoard;
  }
}
