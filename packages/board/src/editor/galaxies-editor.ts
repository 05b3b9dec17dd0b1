// <galaxies-editor>: writes a Galaxies puzzle by placing dots, with a live verdict. A thin element
// over its editing code and its own styles (editor-module.ts), which it loads the first time it
// connects; its grid takes presses and keys through the kit's surface, aiming at lattice points.
import type { Puzzle } from '@galaxies/engine';
import {
  Chunk,
  GridSurface,
  SpeakingElement,
  Speech,
  surfaceStyles,
  visuallyHidden,
} from '@galaxies/pencil-kit';
import { adoptStyles, html, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { gridStyles } from '../styles/grid-styles.js';
import { LoadFaults } from '../load-faults.js';
import { loadStyles } from '../styles/load-styles.js';
import { themeStyles } from '../styles/theme-styles.js';
import { BOARD_WORDS } from '../words/board-words.js';
import {
  reflectScheme,
  type BoardLevel,
  type BoardSize,
  type EngineName,
  type Scheme,
} from '../attribute-values.js';
import type { VerdictState } from './editor-events.js';
import type * as EditorCode from './editor-module.js';
import type { EditorModule } from './editor-module.js';
import { deprecated } from '../deprecated.js';

/** The editing code, one chunk for every editor on the page. */
const chunk = new Chunk<typeof EditorCode>(() => import('./editor-module.js'));

/**
 * A puzzle editor: click a cell's centre, side or corner to place a dot, click a dot to remove
 * it. It starts from `puzzle`, `src` or `size` + `code` when given, else a blank `cols` × `rows`
 * grid. The verdict (not well formed, no solution, several, unique with its tier) is worked out
 * in the board's worker after each edit; Play it opens `play-url` with the puzzle's link. When
 * the editor is at least 55rem (880px) wide, the verdict and what follows it sit beside the grid;
 * narrower, under it.
 *
 * @fires {CustomEvent<EditDetail>} galaxies-edit - The author placed or removed a dot, resized or cleared the grid.
 * `detail: { puzzle }`.
 * @fires {CustomEvent<VerdictDetail>} galaxies-verdict - The verdict on the puzzle as it stands. `detail: { puzzle, verdict,
 * checkedIn }`, verdict `{ kind: 'malformed' | 'none' | 'several' | 'unique' | 'unknown', … }`,
 * `checkedIn: 'worker' | 'page'` (the page when the worker could not start).
 * @fires {CustomEvent<ErrorDetail>} galaxies-error - `detail: { kind, message, detail }`: `kind: 'worker'` when the
 * checker's worker could not start (why, in `detail`; verdicts are then worked out on the page),
 * `'load'` when the editing code (or another part) did not arrive after a few tries (`detail`
 * is the file's address; the editor says so in its place, with Try again).
 * @fires {CustomEvent<PlayDetail>} galaxies-play - Play it was pressed. `detail: { puzzle, puzzLink, tathamId }`;
 * cancelable (then `play-url` is not followed).
 * @slot publish - Shown directly after the verdict, only while the verdict is `unique` (a host's
 * own form to publish the puzzle, say); not shown for any other verdict, nor while checking.
 * @cssprop [--gx-ink=#14213d] - Text.
 * @cssprop [--gx-paper=#f7f4ea] - Backgrounds.
 * @cssprop [--gx-line=#8a93a8] - Grid lines and borders.
 * @cssprop [--gx-accent=#2a4d9b] - Play it, the ghost dot.
 * @cssprop [--gx-flag=#b3261e] - A verdict that needs work, the cells two answers differ in.
 * @cssprop [--gx-focus=#1a73e8] - Focus rings and the keyboard cursor.
 * @cssprop [--gx-font=system-ui, sans-serif] - The font of every text.
 * @cssprop [--gx-grid-height=85svh] - The grid's greatest height (it keeps its shape).
 * @csspart editor - The editor's box (while its code loads: the sentence saying so).
 * @csspart load-error - In the editor's place when its code did not arrive, with `load-retry`.
 * @csspart load-retry - Its Try again button.
 * @csspart edit-tools - Width, height, Clear dots, Undo and Redo.
 * @csspart grid - The SVG whose box is exactly the grid's cells.
 * @csspart cursor - The keyboard cursor on the grid.
 * @csspart verdict - The verdict (a polite live region; `data-verdict` names it).
 * @csspart verdict-where - Under the verdict, when it was worked out on the page (no worker).
 * @csspart answers - The two answers of a puzzle with several.
 * @csspart actions - Play it, and the puzz.link URL, Tatham ID and link to copy.
 * @csspart play - Play it.
 */
export class GalaxiesEditor extends SpeakingElement {
  // The theme and the grid's drawing, which the board shares; the editor's own layout comes with
  // its code (the module adds it to this element's styles when it loads).
  static override styles = [themeStyles, surfaceStyles, visuallyHidden, gridStyles, loadStyles];

  /** The puzzle to start from: `{ w, h, dots }` (edited as it is, even if not yet well formed). */
  @property({ attribute: false }) puzzle: Puzzle | null = null;
  /** A puzz.link URL or a Tatham game ID to start from. */
  @property() src = '';
  /** With `code`: a generated puzzle to start from. */
  @property() size: BoardSize = '';
  @property() code = '';
  /** With `code`: the level of the puzzle to start from. */
  @property() level: BoardLevel = '';
  /** @deprecated Use `level`: the same, by its old name. */
  @property() difficulty: BoardLevel = '';
  /** The engine version that made `code` (empty: the current one). */
  @property() engine: EngineName = '';
  /** The blank grid's columns, 1–64, when no puzzle is given. */
  @property({ type: Number }) cols = 7;
  /** The blank grid's rows, 1–64, when no puzzle is given. */
  @property({ type: Number }) rows = 7;
  /** Where Play it goes; the encoded puzz.link URL is appended (`/play/?src=`). */
  @property({ attribute: 'play-url' }) playUrl = '';
  /** `light`, `dark`, or `auto` to follow the page's preference. */
  @property() scheme: Scheme = 'auto';

  @state() private opened: EditorModule | null = null;
  private loading: Promise<void> | null = null;
  /** The editing code (or another part) that did not arrive, told once, with Try again. */
  private readonly loads = new LoadFaults(this);
  private readonly surface = new GridSurface(this, { board: () => this.opened?.editor });
  private readonly speech = new Speech(this, BOARD_WORDS);

  /** The puzzle as the author has it now (`{ w, h, dots }`), or null until the editor shows. */
  get edited(): Puzzle | null {
    return this.opened?.editor.puzzle ?? null;
  }

  /**
   * The verdict on the puzzle as it stands, also reflected as the `verdict` attribute:
   * `unchecked`, `checking`, `invalid`, `none`, `unique`, `several` or `unknown`.
   */
  get verdict(): VerdictState {
    return this.opened?.editor.state ?? 'unchecked';
  }

  /** Settles once the editor shows (its code loads on first use), or says it could not load. */
  get ready(): Promise<void> {
    // The first update starts the loading; the one after it draws the editor.
    return this.updateComplete
      .then(() => this.loading)
      .then(() => this.updateComplete)
      .then(() => undefined);
  }

  /** Undoes the author's last step (a dot placed or removed, Clear dots, a resize). */
  undo(): void {
    this.opened?.editor.undo();
  }

  /** Redoes the last undone step. */
  redo(): void {
    this.opened?.editor.redo();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const input = [
      'puzzle',
      'src',
      'size',
      'code',
      'level',
      'difficulty',
      'engine',
      'cols',
      'rows',
    ] as const;
    if (changed.has('difficulty') && this.difficulty) deprecated(this, 'difficulty', 'level');
    if (input.some((k) => changed.has(k)) || !this.hasUpdated) this.start();
  }

  /** Starts editing from the attributes as they are, loading the editing code the first time. */
  private start(): void {
    if (this.opened) return this.opened.begin(this);
    this.loading ??= chunk.get().then(
      (m) => {
        const root = this.renderRoot;
        if (root instanceof ShadowRoot) {
          adoptStyles(root, [...GalaxiesEditor.elementStyles, m.editorStyles]);
        }
        this.opened = m.openEditor(this, this.surface);
        this.opened.begin(this);
      },
      (error: unknown) => {
        this.loading = null;
        this.loads.add(error, () => this.start());
      },
    );
  }

  protected override updated(): void {
    reflectScheme(this);
    const state = this.verdict;
    if (this.getAttribute('verdict') !== state) this.setAttribute('verdict', state);
  }

  override render() {
    if (this.opened) return html`${this.loads.render()}${this.opened.render(this.playUrl)}`;
    if (this.loads.any) return this.loads.render(this.loads.words.editorFailed);
    return html`<p part="editor" role="status">${this.speech.words.editorLoading.loading}</p>`;
  }
}
