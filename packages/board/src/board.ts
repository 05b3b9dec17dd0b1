// <galaxies-board>: plays one Galaxies puzzle. It finds the puzzle (property, src, or size and
// code), lays it out in the kit's frame and draws the game's marks; the rules are the engine's
// and the game's logic is BoardGame's. The grid is the shadow element with part="grid", whose
// box is exactly the cells.
import { hint, type Move, type Puzzle, type Save } from '@galaxies/engine';
import { GridSurface, kitEvent, type PkFrame, visuallyHidden } from '@galaxies/pencil-kit';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { BoardGame, type GameHost } from './board-game.js';
import { boardStyles } from './board-styles.js';
import type { ErrorDetail, MoveDetail, SolvedDetail } from './events.js';
import { gridLayers, washOrigin, type WashOrigin } from './grid-view.js';
import { exportedPng, exportedSvg, type ExportOptions } from './export/board-export.js';
import { addWallsMove } from './moves.js';
import { plugPort, surfaceBoard } from './port.js';
import { PuzzleMaker } from './puzzle-maker.js';
import type { Resolved } from './puzzle-source.js';
import { EditModeLoader } from './editor/edit-mode-loader.js';
import { playView, trayOf } from './play-view.js';
import { trayStyles } from './tray.js';

const MODES: Record<string, string> = { daily: 'Daily', endless: 'Endless', archive: 'Archive' };

/**
 * Plays one Galaxies puzzle: draw walls along the lines between cells until every region is a
 * galaxy, symmetric about its one dot.
 *
 * @fires galaxies-move - The player made a move. `detail: { move }`.
 * @fires galaxies-solved - Solved. `detail: { code, size, difficulty, engine, answer, seconds,
 * hints }` (`hints`: hints used, 0 when none).
 * @fires galaxies-error - A bad attribute or puzzle: `detail: { message }`, also shown in place.
 * @fires galaxies-edit - Edit mode: the author placed or removed a dot, resized or cleared the
 * grid. `detail: { puzzle }`.
 * @fires galaxies-verdict - Edit mode: the verdict on the puzzle as it stands. `detail: { puzzle,
 * verdict }`, verdict `{ kind: 'malformed' | 'none' | 'several' | 'unique' | 'unknown' | 'failed', … }`.
 * @fires galaxies-play - Edit mode: Play it was pressed. `detail: { puzzle, puzzLink, tathamId }`;
 * cancelable (then `play-url` is not followed).
 * @cssprop [--gx-ink=#14213d] - Text, frame, given walls and dot outlines.
 * @cssprop [--gx-paper=#f7f4ea] - The grid's and the frame's background.
 * @cssprop [--gx-line=#8a93a8] - Grid lines, crosses and button borders.
 * @cssprop [--gx-wall=#1f3c88] - The player's walls.
 * @cssprop [--gx-given=#14213d] - Given walls and the grid's frame.
 * @cssprop [--gx-star=#fffdf5] - Dots.
 * @cssprop [--gx-gold=#e0a800] - Dots once solved.
 * @cssprop [--gx-accent=#2a4d9b] - The selected tool and the prompt.
 * @cssprop [--gx-accent-ink=#ffffff] - Text on the accent.
 * @cssprop [--gx-solved=#1c7c3c] - The frame once solved.
 * @cssprop [--gx-flag=#b3261e] - Flags (drawn with hatching and an icon too).
 * @cssprop [--gx-focus=#1a73e8] - Focus rings and the keyboard cursor.
 * @cssprop [--gx-font=system-ui, sans-serif] - The text's font.
 * @cssprop [--gx-tint-1=#f6d6a8] - Tints of finished galaxies, `--gx-tint-1` … `--gx-tint-7`.
 * @cssprop [--gx-paint-1=#e69f00] - Paints, `--gx-paint-1` … `--gx-paint-8` (Okabe-Ito and gray).
 * @cssprop [--gx-paint-strength=58%] - How strongly paint covers a cell.
 * @csspart grid - The SVG whose box is exactly the grid's cells.
 * @csspart making - Holds the grid's place while a 13×13 is made in the worker.
 * @csspart frame - The kit's frame around the board (its own parts are inside it).
 * @csspart tray - The tools tray: Lines | Paint, the paints, Hint.
 * @csspart paints - The paints and the rubber.
 * @csspart swatch - Each paint button.
 * @csspart hint - The Hint button.
 * @csspart hints-used - "2 hints used", beside Hint once a hint was used.
 * @csspart error - The message shown in place of a bad puzzle.
 * @csspart editor - Edit mode: the editor in place of the frame.
 * @csspart edit-tools - Edit mode: width, height and Clear dots.
 * @csspart verdict - Edit mode: the verdict (a polite live region; `data-verdict` names it).
 * @csspart answers - Edit mode: the two answers of a puzzle with several.
 * @csspart actions - Edit mode: Play it, and the puzz.link URL, Tatham ID and link to copy.
 * @csspart play - Edit mode: Play it.
 */
export class GalaxiesBoard extends LitElement {
  static override styles = [boardStyles, visuallyHidden, trayStyles];

  /** The puzzle to play: `{ w, h, dots }`, dots `[y, x]` in half cells. Wins over `src`. */
  @property({ attribute: false }) puzzle: Puzzle | null = null;
  /** A puzz.link URL or a Tatham game ID (`7x7:…`). Wins over `size` + `code`. */
  @property() src = '';
  /** 7, 10 or 13: with `code`, the engine makes the puzzle. */
  @property() size = '';
  /** The puzzle's code: 1–32 letters a–z and digits. */
  @property() code = '';
  /** The size's own difficulty (`easy`, `medium`, `hard`); optional. */
  @property() difficulty = '';
  /** `daily`, `endless`, `archive` or free text: the title's and share line's mode. */
  @property() mode = '';
  /** The share line's date, e.g. "Friday, October 23". */
  @property() date = '';
  /** `off` turns saving off. */
  @property() saves: 'on' | 'off' = 'on';
  /** Which helpers start on: `tints lopsided crowded` (all when empty). */
  @property() assists = '';
  /** Shows the puzzle but takes no moves. */
  @property({ type: Boolean, reflect: true }) readonly = false;
  /** `light`, `dark`, or `auto` to follow the page's preference. */
  @property({ reflect: true }) scheme: 'auto' | 'light' | 'dark' = 'auto';
  /** Edit mode (`mode="edit"`): the blank grid's columns, 1–64, when no puzzle is given. */
  @property({ type: Number }) cols = 7;
  /** Edit mode: the blank grid's rows, 1–64, when no puzzle is given. */
  @property({ type: Number }) rows = 7;
  /** Edit mode: where Play it goes; the encoded puzz.link URL is appended (`/play/?src=`). */
  @property({ attribute: 'play-url' }) playUrl = '';

  @state() private game: BoardGame | null = null;
  @state() private fault: string | null = null;
  @state() private said = '';
  @state() private wash: WashOrigin = null;
  private pendingMarks: unknown = null;
  private faultToFire: string | null = null;

  private readonly editor = new EditModeLoader(this);
  private readonly maker = new PuzzleMaker(this, (resolved) => this.show(resolved));
  private readonly surface = new GridSurface(this, {
    // The editor's grid takes points, not cells and sides: it handles its own input.
    grid: () => (this.mode === 'edit' ? null : this.renderRoot.querySelector('svg[part~="grid"]')),
    board: surfaceBoard(() => this.game),
    label: () => this.gridLabel(),
  });

  /** The marks in their saved form (`{ w, x, c? }`); setting them loads them, with no undo. */
  get marks(): Save | null {
    return this.game?.read() ?? null;
  }

  set marks(value: unknown) {
    if (this.game) this.game.load(value);
    else this.pendingMarks = value;
  }

  /** Edit mode: the puzzle as the author has it now (`{ w, h, dots }`), else null. */
  get edited(): Puzzle | null {
    return this.mode === 'edit' ? this.editor.puzzle : null;
  }

  /** Edit mode: settles once the editor (loaded on first use) is on the board. */
  get editorReady(): Promise<void> {
    // The first update starts the loading; the one after it draws the editor.
    return this.updateComplete
      .then(() => this.editor.ready)
      .then(() => this.updateComplete)
      .then(() => undefined);
  }

  /**
   * Settles once the board shows what it was given: the puzzle (a 13×13 from `size` + `code` is
   * made in a worker first, showing "Making the puzzle…"), the message in its place, or in edit
   * mode the editor. Smaller sizes, imports and `puzzle` are there after the first update.
   */
  get ready(): Promise<void> {
    if (this.mode === 'edit') return this.editorReady;
    // The frame draws the game's toolbar and tray once it has plugged the grid in.
    return this.maker.settled().then(async () => void (await this.frame?.updateComplete));
  }

  /** Undoes the last move (in edit mode, the last edit). */
  undo(): void {
    if (this.mode === 'edit') this.editor.step('undo');
    else this.frame?.session?.undo();
  }

  /** Redoes the last undone move (in edit mode, the last undone edit). */
  redo(): void {
    if (this.mode === 'edit') this.editor.step('redo');
    else this.frame?.session?.redo();
  }

  /** Clears every mark (one undoable step; after a solve, a fresh start). */
  restart(): void {
    this.frame?.session?.restart();
  }

  /**
   * Asks the engine for a hint, from the walls alone. The first press shows it: the walls it
   * proves (dashed) and why, or the wall that is wrong. Pressing again while it shows draws the
   * proved walls, as one undoable move. Each press that shows something new counts as a hint
   * used (shown beside the button, saved, shared and sent with the solve).
   */
  hint(): void {
    const game = this.game;
    if (!game || game.solved || this.readonly) return;
    const shown = game.hinted;
    if (shown && !shown.mistake) {
      const move = addWallsMove(game.kinds, game.save, shown.walls);
      if (move) game.play(move);
      return;
    }
    const h = hint(game.source.puzzle, game.save);
    if (h.kind === 'solved') {
      this.frame?.say('Every wall is in place.');
      return;
    }
    const counted = game.showHint(
      h.kind === 'wall'
        ? { walls: [...h.walls], cells: [...h.cells], mistake: false }
        : { walls: [h.wall], cells: [], mistake: true },
    );
    if (counted) this.frame?.session?.save(); // the count survives a reload before any move
    this.frame?.say(h.kind === 'wall' ? `${h.message} Press Hint again to draw.` : h.message);
    this.requestUpdate();
  }

  /**
   * The puzzle as the text of an SVG file for print: blank, or with `{ solution: true }` its
   * galaxies' outlines (`tints: true` tints them lightly). Throws a sentence when there is no
   * puzzle or no answer.
   */
  exportSvg(options: ExportOptions = {}): string {
    return exportedSvg(this.game?.source.puzzle ?? null, options);
  }

  /** The same drawing as a PNG (80 pixels a cell unless `cellSize` says otherwise). */
  exportPng(options: ExportOptions = {}): Promise<Blob> {
    return exportedPng(this.game?.source.puzzle ?? null, options);
  }

  private get frame(): PkFrame | null {
    return this.renderRoot.querySelector('pk-frame');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // `assists` only says which helpers a new puzzle starts with: changing it keeps the game.
    const source = ['puzzle', 'src', 'size', 'code', 'difficulty'] as const;
    if (this.mode === 'edit') {
      const edit = [...source, 'mode', 'cols', 'rows'] as const;
      if (edit.some((k) => changed.has(k))) this.editor.begin(this);
      return;
    }
    const fromEdit = changed.get('mode') === 'edit';
    if (!source.some((k) => changed.has(k)) && !fromEdit) return;
    this.wash = null;
    this.game = null;
    this.fault = null;
    this.maker.load(this);
  }

  /** Plays the puzzle found (now, or once the worker has made it), or shows why there is none. */
  private show(resolved: Resolved): void {
    if (!resolved.ok) {
      this.game = null;
      this.fault = resolved.message;
      this.faultToFire = resolved.message;
      return;
    }
    this.fault = null;
    this.game = new BoardGame(resolved.source, this.host, this.assists);
    if (this.pendingMarks != null) {
      this.game.load(this.pendingMarks);
      this.pendingMarks = null;
    }
  }

  protected override updated(): void {
    if (this.faultToFire == null) return;
    const message = this.faultToFire;
    this.faultToFire = null;
    this.dispatchEvent(kitEvent<ErrorDetail>('galaxies-error', { message }));
  }

  private readonly host: GameHost = {
    changed: () => this.requestUpdate(),
    announce: (text) => (this.said = text),
    moved: (move: Move) => this.dispatchEvent(kitEvent<MoveDetail>('galaxies-move', { move })),
    finished: (last) => {
      const g = this.game;
      if (g) this.wash = washOrigin(g.cols, g.rows, last);
    },
    isReadonly: () => this.readonly,
    share: () => ({ mode: MODES[this.mode] ?? this.mode, date: this.date }),
  };

  private readonly redraw = () => this.requestUpdate();

  // One callback for every render, so the port is plugged once per game, not once per frame.
  private readonly plug = (el?: Element) => {
    if (el && this.game) plugPort(el, this.game);
  };

  private gridLabel(): string {
    const g = this.game;
    if (!g) return 'Galaxies puzzle';
    return `Galaxies puzzle, ${g.cols} by ${g.rows}, ${g.dots} dots`;
  }

  private readonly onSolved = (e: CustomEvent<SolvedDetail>) => {
    // The kit's event stays inside: the page hears the board's own, with the referee's fields.
    e.stopPropagation();
    const { code, size, difficulty, engine, answer, seconds, hints = 0 } = e.detail;
    const detail: SolvedDetail = { code, size, difficulty, engine, answer, seconds, hints };
    this.dispatchEvent(kitEvent<SolvedDetail>('galaxies-solved', detail));
  };

  override render() {
    if (this.mode === 'edit') return this.editor.render(this.playUrl);
    if (this.fault != null) {
      return html`<div part="error" role="alert">${this.fault}</div>`;
    }
    const g = this.game;
    const making = this.maker.making;
    if (!g && !making) return nothing;
    const mode = MODES[this.mode] ?? this.mode;
    return html`${playView({
        game: g,
        making,
        heading: `Galaxies · ${mode ? `${mode} ` : ''}`,
        saves: this.saves,
        grid: (game) => gridLayers(game, this.wash, this.surface.renderCursor()),
        plug: this.plug,
        onSolved: this.onSolved,
        tray: trayOf(g, this.readonly, this.redraw, () => this.hint()),
      })}
      <p class="vh" aria-live="polite">${this.said}</p>`;
  }
}
