// Registers <galaxies-tutorial> (the 4 × 4 tutorial puzzle How to play offers to try).
import { GalaxiesTutorial } from '../how-to/galaxies-tutorial.js';

if (!customElements.get('galaxies-tutorial'))
  customElements.define('galaxies-tutorial', GalaxiesTutorial);

declare global {
  interface HTMLElementTagNameMap {
    'galaxies-tutorial': GalaxiesTutorial;
  }
}
