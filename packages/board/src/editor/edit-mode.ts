// The edit mode as one module, loaded only when a board is first put in `mode="edit"`, so pages
// that only play never download it (the standalone bundle keeps it in its own chunk).
import type { CSSResult } from 'lit';
import { editorStyles } from './editor-styles.js';
import { editorView } from './editor-view.js';
import { PuzzleEditor, type EditorHost } from './puzzle-editor.js';
import { startingPuzzle, type EditInput } from './starting-puzzle.js';

/** What the board holds once the edit mode has loaded. */
export interface EditMode {
  readonly editor: PuzzleEditor;
  readonly styles: CSSResult;
  begin(input: EditInput): void;
  render(playUrl: string): unknown;
}

/** Opens the edit mode on `host`. */
export function openEditMode(host: EditorHost): EditMode {
  const editor = new PuzzleEditor(host);
  return {
    editor,
    styles: editorStyles,
    begin: (input) => editor.begin(...startingPuzzle(input)),
    render: (playUrl) => editorView(editor, playUrl),
  };
}
