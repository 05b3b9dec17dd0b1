// The board's way into its edit mode: loads the edit mode's module the first time a board is put
// in `mode="edit"` (so playing boards never pay for it), adds its styles to the board's shadow
// root, and stands in with a sentence until it is there.
import type { Puzzle } from '@galaxies/engine';
import { html } from 'lit';
import type { EditMode } from './edit-mode.js';
import type { EditorHost } from './puzzle-editor.js';
import type { EditInput } from './starting-puzzle.js';

/** Loads and holds one board's edit mode. */
export class EditModeLoader {
  private mode: EditMode | null = null;
  private loading: Promise<void> | null = null;
  private input: EditInput | null = null;
  private failed = false;

  constructor(private readonly host: EditorHost) {}

  /** The puzzle as edited, once the edit mode is there. */
  get puzzle(): Puzzle | null {
    return this.mode?.editor.puzzle ?? null;
  }

  /** Undoes or redoes the author's last step, once the edit mode is there. */
  step(action: 'undo' | 'redo'): void {
    this.mode?.editor[action]();
  }

  /** Settles once the edit mode has loaded (or failed to). */
  get ready(): Promise<void> {
    return this.loading ?? Promise.resolve();
  }

  /** Starts editing from `input` (the board's attributes, read now). */
  begin(input: EditInput): void {
    this.input = input;
    if (this.mode) {
      this.mode.begin(input);
      return;
    }
    this.loading ??= import('./edit-mode.js').then(
      (m) => this.opened(m.openEditMode(this.host)),
      () => {
        this.failed = true;
        this.host.requestUpdate();
      },
    );
  }

  render(playUrl: string): unknown {
    if (this.mode) return this.mode.render(playUrl);
    const text = this.failed ? 'The editor could not load.' : 'Loading the editor…';
    return html`<p part="editor" role="status">${text}</p>`;
  }

  private opened(mode: EditMode): void {
    const root = this.host.renderRoot;
    const sheet = mode.styles.styleSheet;
    if (root instanceof ShadowRoot && sheet) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
    this.mode = mode;
    if (this.input) mode.begin(this.input);
    this.host.requestUpdate();
  }
}
