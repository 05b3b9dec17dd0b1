// Registers <galaxies-how-to-dialog> (the board's How to play window).
import './galaxies-how-to.js';
import { GalaxiesHowToDialog } from '../how-to/galaxies-how-to-dialog.js';

if (!customElements.get('galaxies-how-to-dialog'))
  customElements.define('galaxies-how-to-dialog', GalaxiesHowToDialog);

declare global {
  interface HTMLElementTagNameMap {
    'galaxies-how-to-dialog': GalaxiesHowToDialog;
  }
}
