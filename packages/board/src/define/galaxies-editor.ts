// Registers <galaxies-editor>. Its editing code loads the first time an editor connects. Its
// events' types come with it (the events module declares them; it holds no code).
import '../editor/editor-events.js';
import { GalaxiesEditor } from '../editor/galaxies-editor.js';

if (!customElements.get('galaxies-editor'))
  customElements.define('galaxies-editor', GalaxiesEditor);

declare global {
  interface HTMLElementTagNameMap {
    'galaxies-editor': GalaxiesEditor;
  }
}
