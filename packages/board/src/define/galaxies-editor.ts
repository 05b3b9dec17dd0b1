// Registers <galaxies-editor>. Its editing code loads the first time an editor connects.
import { GalaxiesEditor } from '../editor/galaxies-editor.js';

if (!customElements.get('galaxies-editor'))
  customElements.define('galaxies-editor', GalaxiesEditor);

declare global {
  interface HTMLElementTagNameMap {
    'galaxies-editor': GalaxiesEditor;
  }
}
