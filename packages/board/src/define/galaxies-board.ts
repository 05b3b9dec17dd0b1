// Registers <galaxies-board>.
import { GalaxiesBoard } from '../board.js';

if (!customElements.get('galaxies-board')) customElements.define('galaxies-board', GalaxiesBoard);

declare global {
  interface HTMLElementTagNameMap {
    'galaxies-board': GalaxiesBoard;
  }
}
