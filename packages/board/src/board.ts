// <galaxies-board>: plays one Galaxies puzzle. It finds the puzzle (property, src, or size and
// code), hands its game (the board contract, BoardGame) to the kit's frame and surface, and
// draws the game's marks; the rules are the engine's. The grid is the shadow element with
// part="grid", whose box is exactly the cells.
import type { Move, Puzzle } from '@galaxies/engine';
import {
  Chunk,
  GridSurface,
  KIT_WORDS,
  kitEvent,
  SpeakingElement,
  Speech,
  ZoomView,
  type PkFrame,
  type Words,
} from '@galaxies/pencil-kit';
import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  reflectScheme,
  type BoardLevel,
  type BoardSize,
  type EngineName,
  type HowToShown,
  type Saves,
  type Scheme,
} from './attribute-values.js';
import { BoardGame } from './game/board-game.js';
import { boardStyles } from './styles/board-styles.js';
import type { ErrorDetail, MoveDetail, ProgressDetail, SolvedDetail } from './events.js';
import type { GameHost, Marks } from './game/game-host.js';
import { gridLayers, washOrigin, type WashOrigin } from './view/grid-view.js';
import type { ExportOptions } from './export/board-export.js';
import type { HintWords } from './words/hint-words.js';
import { hintPress } from './hints/hint-loader.js';
import { LoadFaults } from './load-faults.js';
import { PuzzleMaker } from './source/puzzle-maker.js';
import type { Resolved } from './source/puzzle-source.js';
import { HowToOpener, seenHowTo, type HowToSection } from './how-to/how-to-opener.js';
import { playView, trayOf } from './view/play-view.js';
import { BOARD_WORDS, type BoardWords } from './words/board-words.js';
import { sayRefusal } from './words/en/sources.js';
import { describeSide } from './words/en/play.js';
import { reportWorkerFailure } from './source/worker-failure.js';
import { deprecated } from './deprecated.js';

/** The export's code, loaded on first use. */
const exportChunk = new Chunk(() => import('./export/board-export.js'));

/**
 * Plays one Galaxies puzzle: draw walls along the lines between cells until every region is a
 * galaxy, symmetric about its one dot.
 *
 * @fires {CustomEvent<MoveDetail>} galaxies-move - The player made a move. `detail: { move }`.
 * @fires {CustomEvent<SolvedDetail>} galaxies-solved - Solved. `detail: { code, size, level, engine, answer, seconds,
 * hints }` (`hints`: hints used, 0 when none; `difficulty`: `level` by its deprecated old name).
 * @fires {CustomEvent<ProgressDetail>} galaxies-progress - How far the player is. `detail: { settled, cells }`: the cells
 * lying in finished galaxies (closed, one dot, symmetric; `cells` once solved) and the grid's
 * cells. Once when a puzzle shows (a save's progress when one is brought back), then whenever
 * `settled` changes; never the walls or the answer.
 * @slot result - The host's own lines in the result panel (a rank, a rating change).
 * @fires {CustomEvent<ErrorDetail>} galaxies-error - `detail: { kind, message, detail }`: `kind: 'puzzle'` for a bad
 * attribute or puzzle (the sentence is shown in place), `'worker'` when the background worker
 * could not start (the puzzle is made on the page instead), `'load'` when part of the board's
 * code did not arrive after a few tries (a notice with Try again is shown; `detail` is the
 * file's address); `detail` is for developers.
 * @cssprop [--gx-ink=#14213d] - Text.
 * @cssprop [--gx-paper=#f7f4ea] - The grid's and the frame's background, and the dots' halo.
 * @cssprop [--gx-line=#8a93a8] - Grid lines, crosses and button borders.
 * @cssprop [--gx-wall=#0079ba] - The player's walls (thinner than given ones, round-ended).
 * @cssprop [--gx-given=#14213d] - Given walls and the grid's frame (thick, square-ended).
 * @cssprop [--gx-star=#14213d] - Dots (filled discs).
 * @cssprop [--gx-gold=#a96b00] - Dots once solved.
 * @cssprop [--gx-trial=#8f2c96] - A trial's walls, crosses and painted cells (drawn dashed too).
 * @cssprop [--gx-accent=#2a4d9b] - The selected tool, the prompt, the result's Share, a hint's dot.
 * @cssprop [--gx-accent-ink=#ffffff] - Text on the accent.
 * @cssprop [--gx-solved=#1c7c3c] - The frame once solved.
 * @cssprop [--gx-flag=#b3261e] - Flags (drawn with hatching and an icon too).
 * @cssprop [--gx-focus=#1a73e8] - Focus rings and the keyboard cursor.
 * @cssprop [--gx-font=system-ui, sans-serif] - The text's font.
 * @cssprop [--gx-tint-1=#f6d6a8] - Tints of finished galaxies, `--gx-tint-1` … `--gx-tint-7`.
 * @cssprop [--gx-paint-1=#e69f00] - Paints, `--gx-paint-1` … `--gx-paint-8` (Okabe-Ito and gray).
 * @cssprop [--gx-paint-strength=58%] - How strongly paint covers a cell.
 * @cssprop [--gx-grid-height=85svh] - The grid's greatest height (it keeps its shape).
 * @csspart grid - The SVG whose box is exactly the grid's cells.
 * @csspart making - Holds the grid's place while a 13×13 is made in the worker.
 * @csspart frame - The kit's frame around the board.
 * @csspart frame-box - The frame's box, which turns green when solved.
 * @csspart frame-board - The frame's box around the grid.
 * @csspart frame-tray - The frame's box around the tray.
 * @csspart header - The title and timer row; `title`, `how-to` and `timer` inside it.
 * @csspart how-to - The How to play button.
 * @csspart title - The title.
 * @csspart timer - The playing time.
 * @csspart controls - The row of buttons: the toolbar, the tray, Helpers.
 * @csspart toolbar - Undo, Redo, Restart and Share; each is a `button`.
 * @csspart button - Each toolbar button.
 * @csspart settings - The Helpers button.
 * @csspart settings-panel - The helpers' popover.
 * @csspart result - The result panel over the grid once solved: `result-card`,
 * `result-heading`, `result-time`, `result-hints`, `result-about`, `result-actions`,
 * `result-share`, `result-close` inside it.
 * @csspart result-card - The result's card.
 * @csspart result-heading - "Solved!".
 * @csspart result-time - The time.
 * @csspart result-hints - "No hints", "2 hints used".
 * @csspart result-about - The line about the puzzle.
 * @csspart result-actions - Share and See the grid.
 * @csspart result-share - The result's Share.
 * @csspart result-close - See the grid.
 * @csspart prompt - The first-move prompt: `prompt-title` and `prompt-hint` inside it.
 * @csspart prompt-title - The prompt's title.
 * @csspart prompt-hint - The prompt's hint.
 * @csspart assists - The helpers' switches (in the popover): `assists-list`, `assists-switch`,
 * `assists-description`.
 * @csspart assists-list - The list of switches.
 * @csspart assists-switch - Each switch.
 * @csspart assists-description - A switch's description.
 * @csspart status - The status line; `status-line` is its text.
 * @csspart status-line - The status line's sentence.
 * @csspart cursor - The keyboard cursor on the grid.
 * @csspart tray - The board's tools in the row: Hint, Try, Lines | Paint | Claim, the tool's row.
 * @csspart tools - The Lines | Paint | Claim control: `tools-group`, each `tools-option`, the
 * `tools-selected` one.
 * @csspart tools-group - The control's group.
 * @csspart tools-option - Each of its options.
 * @csspart tools-selected - The selected option.
 * @csspart paints - The paints and the rubber, on a row of their own in Paint.
 * @csspart claims - Claim's row of its own: Draw walls.
 * @csspart claim-walls - Draws the walls between cells claimed for different dots.
 * @csspart swatch - Each paint button.
 * @csspart hint - The Hint button.
 * @csspart hints-used - "2 hints used", Hint's description once a hint was used (its badge shows
 * the count).
 * @csspart try - The Try switch (`aria-pressed`): a trial's marks from then on.
 * @csspart keep - Keep, while trying: the trial's marks become ordinary ones, one undo step.
 * @csspart discard - Discard, while trying: the trial's marks rubbed out, one undo step.
 * @csspart error - The message shown in place of a bad puzzle.
 * @csspart load-error - The notice that part of the board's code did not arrive (in place of
 * the grid when it was the puzzle's maker), with `load-retry`.
 * @csspart load-retry - Its Try again button.
 */
export class GalaxiesBoard extends SpeakingElement {
  static override styles = boardStyles;

  /** The puzzle to play: `{ w, h, dots }`, dots `[y, x]` in half cells. Wins over `src`. */
  @property({ attribute: false }) puzzle: Puzzle | null = null;
  /** A puzz.link URL or a Tatham game ID (`7x7:…`). Wins over `size` + `code`. */
  @property() src = '';
  /**
   * With `code`, the engine makes the puzzle: n for n × n or `"WxH"` (columns × rows), each side
   * 5 to 30 (`"20x12"`); versions 1 and 2 (`engine="2"`) make 7, 10, 13 and 15 only.
   */
  @property() size: BoardSize = '';
  /** The puzzle's code: 1–32 letters a–z and digits. */
  @property() code = '';
  /** The level (`easy`, `medium`, `hard`); optional: a size's own when empty. */
  @property() level: BoardLevel = '';
  /** @deprecated Use `level`: the same, by its old name (`level` wins when both are set). */
  @property() difficulty: BoardLevel = '';
  /**
   * The engine version that made `code`: `1`, `2` or `3`; empty for the current one, 3. A code
   * keeps making the puzzle it made under its version, so links and dailies from before a new
   * version name theirs (`engine="2"` for a code shown under 0.x). With none named, a player's
   * save from 0.x (version 2's puzzle of the code) keeps opening the puzzle it was made on.
   */
  @property() engine: EngineName = '';
  /** `daily`, `endless`, `archive` or free text: the kind of play, in the title and share line. */
  @property() mode = '';
  /** The share line's date, e.g. "Friday, October 23". */
  @property() date = '';
  /** `off` turns saving off. */
  @property() saves: Saves = 'on';
  /** Which helpers start on: `tints lopsided crowded claim-flags claim-walls` (all but `claim-walls` when empty). */
  @property() assists = '';
  /** Shows the puzzle but takes no moves. */
  @property({ type: Boolean, reflect: true }) readonly = false;
  /** `light`, `dark`, or `auto` to follow the page's preference. */
  @property() scheme: Scheme = 'auto';
  /**
   * How to play: `auto` (the button, and the window opens by itself once for a first-time
   * player; not with `saves="off"`), `off` (the button only, for a host that teaches the rules
   * itself), `none` (no button either).
   */
  @property({ attribute: 'how-to' }) howTo: HowToShown = 'auto';
  /** @internal The game on the board (a hydrating board hands it the tints its server drew). */
  @state() protected game: BoardGame | null = null;
  /** Why there is no puzzle, in the player's words. */
  @state() private fault: ((words: BoardWords) => string) | null = null;
  private readonly speech = new Speech(this, BOARD_WORDS);
  @state() private said = '';
  @state() private wash: WashOrigin = null;
  private pendingMarks: unknown = null;
  private faultToFire: ErrorDetail | null = null;

  /** Parts of the board's code that did not arrive, told once, with Try again. */
  private readonly loads = new LoadFaults(this);
  /** @internal Finds the puzzle (the hydrating board asks it before its first update). */
  protected readonly maker = new PuzzleMaker(this, (resolved) => this.show(resolved), {
    workerFailed: (reason) => reportWorkerFailure(this, this.speech.words.workerFailed, reason),
    loadFailed: (error, retry) => this.loads.add(error, retry),
  });
  private readonly surface = new GridSurface(this, { board: () => this.game });
  private readonly zoom = new ZoomView(this);
  private readonly howToDialog = new HowToOpener(
    this,
    (held) => this.game?.kit?.hold(held),
    (error, retry) => this.loads.add(error, retry),
  );
  /** A side that just refused a wall, shown for a moment. */
  @state() private refusedSide: number | null = null;
  private refusedTimer: ReturnType<typeof setTimeout> | undefined;
  /** The game whose first-time How to play was considered (once a game). */
  private welcomed: BoardGame | null = null;
  /** The game and the progress `galaxies-progress` last told. */
  private told: [BoardGame, number] | null = null;

  /**
   * The puzzle being played, whatever it came from (`puzzle`, `src`, or `size` + `code`, made
   * in the worker for a 13×13): `{ w, h, dots }`, read only; null until it shows, and while the
   * board shows why there is none. `puzzle` and the attributes are what a host sets.
   */
  get current(): Puzzle | null {
    return this.game?.source.puzzle ?? null;
  }

  /**
   * The difficulty score of the puzzle being played, 1.0–10.0 (the engine's `grade`, worked out
   * where the puzzle was made or read), as the title shows it; read only; null while there is no
   * puzzle, or for one beyond the scale.
   */
  get score(): number | null {
    return this.game?.source.score ?? null;
  }

  /**
   * The marks in their saved form (`{ w, x, c?, k?, h? }`: `k`, each cell's claimed dot plus one). Setting them loads them as a fresh
   * start: nothing to undo, and saved.
   */
  get marks(): Marks | null {
    return this.game?.read() ?? null;
  }

  set marks(value: unknown) {
    if (this.game) this.game.replace(value);
    else this.pendingMarks = value;
  }

  constructor() {
    super();
    // Marks a page set before the tag was defined (a board drawn on the server is on show before
    // its code runs) sit on the element itself, hiding the setter: taken up here, as it upgrades.
    if (Object.prototype.hasOwnProperty.call(this, 'marks')) {
      const early = (this as { marks?: unknown }).marks;
      delete (this as { marks?: unknown }).marks;
      this.marks = early;
    }
  }

  /**
   * Settles once the board shows what it was given: the puzzle (a 13×13 from `size` + `code` is
   * made in a worker first, showing "Making the puzzle…") or the message in its place. Smaller
   * sizes, imports and `puzzle` are there after the first update.
   */
  get ready(): Promise<void> {
    // The frame draws the game's toolbar and tray once it has the game.
    return this.maker.settled().then(async () => {
      await this.renderRoot.querySelector<PkFrame>('pk-frame')?.updateComplete;
    });
  }

  /** Undoes the last move. */
  undo(): void {
    this.game?.kit?.undo();
  }

  /** Redoes the last undone move. */
  redo(): void {
    this.game?.kit?.redo();
  }

  /** Clears every mark (one undoable step; after a solve, a fresh start). */
  restart(): void {
    this.game?.kit?.restart();
  }

  /**
   * Hint, one level deeper each press on the same position, from the walls alone: the first
   * press lights where to look (cells and dots) and asks what to consider; the next draws the
   * wall or walls as one undoable move (a wrong wall is rubbed out instead) and says why. Every
   * press counts as a hint used (shown beside the button, saved, shared, sent with the solve).
   * Settles once the press has been shown (Hint's code loads on first use).
   */
  async hint(): Promise<void> {
    const g = this.game;
    if (!g || this.readonly) return;
    const again = () => void this.hint();
    // Hint's code did not arrive: the board says so, and Try again presses once it has.
    const loaded = await this.loads.watch(hintPress, again).catch(() => null);
    if (!loaded) return;
    const { pressHint, HINT_WORDS } = loaded;
    const words = await this.hintWords(HINT_WORDS);
    if (this.game === g) pressHint(g, words);
  }

  /**
   * Hint's words in the board's language (asked for `again` on Try again): ones that did not
   * arrive are told, English standing in meanwhile.
   */
  private async hintWords(table: Words<HintWords>, again = false) {
    const lang = this.speech.lang;
    await (again ? table.again(lang) : table.ready(lang));
    const fault = table.failed(lang);
    if (fault) this.loads.add(fault, () => void this.hintWords(table, true));
    return table.in(lang);
  }

  /**
   * The puzzle as the text of an SVG file for print: blank, or with `{ solution: true }` its
   * galaxies' outlines (`tints: true` tints them lightly). Rejects with a sentence when there is
   * no puzzle or no answer. The export's code loads on first use.
   */
  async exportSvg(options: ExportOptions = {}): Promise<string> {
    const { exportedSvg } = await this.exporter();
    return exportedSvg(this.game?.source.puzzle ?? null, options);
  }

  /** The same drawing as a PNG (80 pixels a cell unless `cellSize` says otherwise). */
  async exportPng(options: ExportOptions = {}): Promise<Blob> {
    const { exportedPng } = await this.exporter();
    return exportedPng(this.game?.source.puzzle ?? null, options);
  }

  /** The export's code; one that did not arrive is told, and the export rejects with why. */
  private exporter() {
    return this.loads.watch(() => exportChunk.get());
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // `assists` only says which helpers a new puzzle starts with: changing it keeps the game.
    const source = ['puzzle', 'src', 'size', 'code', 'level', 'difficulty', 'engine'] as const;
    if (changed.has('difficulty') && this.difficulty) deprecated(this, 'difficulty', 'level');
    if (!source.some((k) => changed.has(k))) return;
    this.wash = null;
    this.game = null;
    this.fault = null;
    // Parts that did not arrive for the puzzle before (none before the first: the words' faults
    // told while the first update waited for them stay told).
    if (this.hasUpdated) this.loads.clear();
    this.maker.load(this);
  }

  /**
   * @internal Plays the puzzle found (now, or once the worker has made it), or shows why there is
   * none (a hydrating board gives it the puzzle its server made).
   */
  protected show(resolved: Resolved): void {
    if (!resolved.ok) {
      const { said, detail } = resolved;
      return this.refuse((w) => sayRefusal(w.refused, said), detail);
    }
    this.fault = null;
    this.game = new BoardGame(resolved.source, this.host, this.assists);
    if (this.pendingMarks != null) {
      this.game.load(this.pendingMarks);
      this.pendingMarks = null;
    }
  }

  /** Shows why there is no puzzle, and tells the page (`galaxies-error`) after the update. */
  private refuse(message: (words: BoardWords) => string, detail: string): void {
    this.game = null;
    this.fault = message;
    this.faultToFire = { kind: 'puzzle', message: message(this.speech.words), detail };
  }

  /** Opens How to play (at `keys` for the keys); `open` says whether it is showing. */
  showHowTo(section: HowToSection = 'rules'): Promise<void> {
    return this.howToDialog.show(section);
  }

  protected override updated(): void {
    reflectScheme(this);
    this.welcome();
    this.tellProgress();
    const cursor = this.surface.cursorBox();
    if (cursor) this.zoom.reveal(cursor);
    if (this.faultToFire == null) return;
    const fault = this.faultToFire;
    this.faultToFire = null;
    this.dispatchEvent(kitEvent<ErrorDetail>('galaxies-error', fault));
  }

  private readonly host: GameHost = {
    changed: () => this.requestUpdate(),
    announce: (text) => (this.said = text),
    refused: (side, why) => {
      const g = this.game;
      if (!g) return;
      const words = this.speech.words;
      this.said = describeSide(g.cols, side, why, words.moves);
      g.kit?.say(words.refusedSide[why]);
      this.refusedSide = side;
      clearTimeout(this.refusedTimer);
      this.refusedTimer = setTimeout(() => (this.refusedSide = null), 1200);
    },
    help: () => {
      if (this.howTo !== 'none') void this.howToDialog.show('keys');
    },
    moved: (move: Move) => this.dispatchEvent(kitEvent<MoveDetail>('galaxies-move', { move })),
    finished: (last) => {
      const g = this.game;
      if (g) this.wash = washOrigin(g.cols, g.rows, last);
    },
    isReadonly: () => this.readonly,
    share: () => ({ mode: this.modeName(), date: this.date }),
    lang: () => this.speech.lang,
    chunkFailed: (error, retry) => this.loads.add(error, retry),
  };

  private readonly redraw = () => this.requestUpdate();

  // A first-time player meets How to play once, when their first game is on the board.
  private welcome(): void {
    const g = this.game;
    if (!g?.kit || this.welcomed === g) return;
    this.welcomed = g;
    // Ready before the first press; one that does not arrive is told now, not at the press.
    if (!this.readonly) {
      void this.loads.watch(hintPress).catch(() => {});
      g.needCellTools();
    }
    if (this.howTo !== 'auto' || this.saves === 'off' || this.readonly || seenHowTo()) return;
    void this.howToDialog.show('rules');
  }

  // Told once the kit has brought back the save, then only when it changes.
  private tellProgress(): void {
    const g = this.game;
    if (!g?.kit || (this.told?.[0] === g && this.told[1] === g.settled)) return;
    this.told = [g, g.settled];
    const detail = { settled: g.settled, cells: g.cols * g.rows };
    this.dispatchEvent(kitEvent<ProgressDetail>('galaxies-progress', detail));
  }

  private gridLabel(): string {
    const g = this.game;
    return this.speech.words.gridName(g ? { w: g.cols, h: g.rows, dots: g.dots } : undefined);
  }

  /** The kind of play in the player's words (any other `mode` as it is). */
  private modeName(): string {
    return this.speech.words.modes[this.mode] ?? this.mode;
  }

  private readonly onSolved = (e: CustomEvent<SolvedDetail>) => {
    // The kit's event stays inside: the page hears the board's own, with the referee's fields.
    e.stopPropagation();
    const { code, size, difficulty, engine, answer, seconds, hints = 0 } = e.detail;
    const level = difficulty;
    const detail: SolvedDetail = { code, size, level, difficulty, engine, answer, seconds, hints };
    this.dispatchEvent(kitEvent<SolvedDetail>('galaxies-solved', detail));
  };

  override render() {
    if (this.fault != null) {
      return html`<div part="error" role="alert">${this.fault(this.speech.words)}</div>`;
    }
    const g = this.game;
    const making = this.maker.making;
    // The generator did not arrive: the notice stands in the board's place.
    if (!g && !making) return this.loads.render();
    const mode = this.modeName();
    return html`${this.loads.render()}${playView({
        game: g,
        making,
        mode,
        saves: this.saves,
        surface: this.surface,
        zoom: this.zoom,
        label: this.gridLabel(),
        grid: (game) =>
          gridLayers(game, {
            wash: this.wash,
            cursor: this.surface.renderCursor(),
            refused: this.refusedSide,
          }),
        howTo: this.howTo === 'none' ? null : () => void this.howToDialog.show('rules'),
        onSolved: this.onSolved,
        tray: trayOf(g, this.readonly, this.redraw, () => void this.hint(), this.speech.words),
        words: this.speech.words,
        kitWords: KIT_WORDS.in(this.speech.lang),
      })}
      ${this.howToDialog.render(this.scheme)}
      <p class="vh" aria-live="polite">${this.said || nothing}</p>`;
  }
}
