// Registers <galaxies-how-to> (How to play: the rules, an example, the tutorial, the keys).
import './galaxies-tutorial.js';
import { GalaxiesHowTo } from '../how-to/galaxies-how-to.js';

if (!customElements.get('galaxies-how-to')) customElements.define('galaxies-how-to', GalaxiesHowTo);

declare global {
  interface HTMLElementTagNameMap {
    'galaxies-how-to': GalaxiesHowTo;
  }
}
