// The editing code and layout of <galaxies-editor> as one module, loaded when an editor first
// connects, so pages that only play never download it (the standalone bundle keeps it in its own
// chunk, galaxies-editor.js, beside galaxies-board.js).
import type { GridSurface } from '@galaxies/pencil-kit';
import { editorView } from './editor-view.js';
import { PuzzleEditor, type EditorHost } from './puzzle-editor.js';
import { startingPuzzle, type EditInput } from './starting-puzzle.js';

export { editorStyles } from './editor-styles.js';

/** What the element holds once its editing code has loaded. */
export interface EditorModule {
  readonly editor: PuzzleEditor;
  /** Starts editing from the element's attributes as they are now. */
  begin(input: EditInput): void;
  render(playUrl: string): unknown;
}

/** Opens the editor on `host`, drawing its grid through `surface`. */
export function openEditor(host: EditorHost, surface: GridSurface): EditorModule {
  const editor = new PuzzleEditor(host);
  return {
    editor,
    begin: (input) => {
      surface.cursor = { kind: 'point', y: 1, x: 1 };
      editor.begin(...startingPuzzle(input));
    },
    render: (playUrl) => editorView(editor, surface, playUrl),
  };
}
