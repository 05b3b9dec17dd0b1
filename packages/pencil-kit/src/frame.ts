// <pk-frame>: lays a board out with its title, timer, toolbar, tray, assists and status line,
// and runs the solved flow. The board is a contract object (`.board`); its game (history, time,
// saves) is a PlaySession.
import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { PkBoard } from './contract.js';
import { defaultSwitches, loadSwitches, type AssistSwitches } from './assists-store.js';
import type { AssistsChangeDetail } from './assists.js';
import { kitEvent } from './events.js';
import { formatTime } from './format-time.js';
import { KIT_WORDS } from './words/kit-words.js';
import { SpeakingElement, Speech } from './locale.js';
import { FrameToolbar, type Tool } from './frame-toolbar.js';
import { settingsButton, settingsPanel } from './frame-settings.js';
import { kitIcon } from './icons.js';
import { historyKey } from './history.js';
import { listenPageKeys } from './page-keys.js';
import { PlaySession } from './play-session.js';
import { frameStyles } from './frame-styles.js';
import { Chunk } from './chunk.js';

/**
 * `<pk-result>`, fetched when a game starts, so a page's first file holds only what it draws
 * first and the panel is defined by the time the puzzle is solved.
 */
const resultPanel = new Chunk(() => import('./define/pk-result.js'));
/** The helpers' switches, shown behind the Helpers button: fetched as a game starts. */
const assistsPanel = new Chunk(() => import('./define/pk-assists.js'));

/** Detail of `pk-solved`: the playing time plus whatever the board adds. */
export type PkSolvedDetail = { seconds: number } & Record<string, unknown>;

/**
 * The frame around a board: title and timer, the board's grid, one row of controls (the
 * toolbar's Undo, Redo, Restart, and Share once solved; the board's tray; the helpers' button),
 * the first-move prompt and the status line. Give it the board contract as its `board` property
 * (a plain object implementing `PkBoard`) and the board's grid in the default slot; each new
 * `board` starts a new game. The layout follows the frame's own width: wide, the header and the
 * controls sit beside the board; narrow, under it, the labels folding into tooltips. The toolbar
 * is one tab stop (`role="toolbar"`): arrow keys, Home and End move between its buttons.
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, inside the frame, and from the page body
 * (nothing focused) when this is the page's only frame. When the board reports solved the
 * timer stops, the frame turns green, `pk-solved` fires and the result panel comes up over the
 * board (focus moves to its Share when it was in the frame); motion respects
 * `prefers-reduced-motion`. Once solved, Undo and Redo rest and Restart starts the game over.
 *
 * @fires pk-solved - The player solved the puzzle. `detail: { seconds, ...board's detail }`.
 * @slot - The board's grid.
 * @slot tray - The board's tools, in the controls row. A slotted element with `display:
 * contents` puts its children in the row itself; the helpers' button comes after them (CSS
 * `order: 1`), and a child with `order: 2` and `flex-basis: 100%` makes a row of its own below.
 * @slot header - Controls beside the title, before the timer (a board's How to play).
 * @slot result - The host's own lines in the result panel (a rank, a rating change).
 * @cssprop [--pk-ink=#1d2433] - Text colour.
 * @cssprop [--pk-paper=#ffffff] - Background.
 * @cssprop [--pk-line=#5c667a] - The frame's border and button borders.
 * @cssprop [--pk-accent=#2454c5] - Accents (prompt title, switches, the result's Share).
 * @cssprop [--pk-accent-ink=#ffffff] - Text on the accent.
 * @cssprop [--pk-solved=#1c7c3c] - The frame's colour once solved.
 * @cssprop [--pk-focus=#1a73e8] - Focus ring.
 * @cssprop [--pk-radius=8px] - Corner radius.
 * @cssprop [--pk-font=system-ui, sans-serif] - The font of every text.
 * @csspart frame - The outer box that turns green when solved.
 * @csspart header - Title and timer row.
 * @csspart title - The title.
 * @csspart timer - The playing time.
 * @csspart board - The board's box (the result panel shows inside it).
 * @csspart controls - The row of the toolbar, the tray and the helpers' button.
 * @csspart toolbar - The Undo / Redo / Restart / Share group (`role="toolbar"`).
 * @csspart button - Each toolbar button.
 * @csspart tray - The tools tray.
 * @csspart settings - The helpers' button.
 * @csspart settings-panel - The helpers' popover.
 * @csspart assists - The helpers' switches (forwarding their `list`, `switch`, `description`).
 * @csspart prompt - The first-move prompt (forwarding its `prompt-title`, `prompt-hint`).
 * @csspart status - The status line (forwarding its `line`).
 * @csspart result - The result panel over the board once solved (`<pk-result>`).
 * @csspart result-card - Its card.
 * @csspart result-heading - Its heading ("Solved!").
 * @csspart result-time - The time.
 * @csspart result-hints - "No hints", "2 hints used".
 * @csspart result-about - The board's line about the puzzle.
 * @csspart result-actions - Share and See the grid.
 * @csspart result-share - The Share button.
 * @csspart result-close - The See the grid button.
 */
export class PkFrame extends SpeakingElement {
  static override styles = frameStyles;

  /** The title, e.g. "Galaxies · Daily 7×7". */
  @property() heading = '';
  /**
   * The title in a narrow frame (under 30rem), when the whole one would be cut short: what a
   * player most needs of it. The whole title stays the frame's accessible name.
   */
  @property({ attribute: 'short-heading' }) shortHeading = '';
  /** The puzzle kind, for storage keys (`uo:<slug>:…`). */
  @property() slug = '';
  /** `off` turns saving off. */
  @property() saves: 'on' | 'off' = 'on';
  /** The board contract; a new one starts a new game, null shows the frame with no game. */
  @property({ attribute: false }) board: PkBoard | null = null;
  /** The board's own view buttons after Restart (a `ZoomView`'s Zoom in, Zoom out, Fit). */
  @property({ attribute: false }) viewTools: Tool[] = [];
  /** Set once solved (reflected, so CSS can style it). */
  @property({ type: Boolean, reflect: true }) solved = false;
  @state() private message = '';
  /** The tray holds the host's tools (shown only then). */
  @state() protected trayFilled = false;
  /** The result panel shows while solved, until the player puts it away. */
  @state() private resultOpen = true;
  private running: PlaySession | null = null;
  /** The board `running` plays. */
  private playing: PkBoard | null = null;
  private readonly speech = new Speech(this, KIT_WORDS);
  private readonly toolbar = new FrameToolbar(this, () => this.speech.words.labels.toolbar);
  private stopPageKeys: (() => void) | null = null;

  constructor() {
    super();
    this.addEventListener('keydown', this.onKey);
  }

  /** The running game, read-only (a board talks to the kit object its `attach` is given). */
  get session(): PlaySession | null {
    return this.running;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.stopPageKeys = listenPageKeys((action) => this.act(action));
    // Back in the page after a move: the same board plays on from its save.
    if (this.hasUpdated) this.open();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopPageKeys?.();
    this.stopPageKeys = null;
    this.close();
  }

  /** Replaces the status line's sentence. */
  say(message: string): void {
    this.message = message;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('board') || !this.hasUpdated) this.open();
  }

  override render() {
    const s = this.running;
    const board = this.board;
    const seconds = s?.timer.seconds ?? 0;
    const assists = board?.assistList ?? [];
    const words = this.speech.words;
    return html`<section part="frame" aria-label=${this.heading || words.labels.puzzle}>
      <header part="header">
        <h2 part="title">${this.titleText()}</h2>
        <slot name="header"></slot>
        <span part="timer"
          ><span class="vh">${words.labels.time} </span>${formatTime(seconds)}</span
        >
      </header>
      <div part="board" class=${this.showsResult ? 'board with-result' : 'board'}>
        <slot></slot>${this.showsResult && s ? this.result(s) : nothing}
      </div>
      <div class="side">
        <div part="controls" class="controls">
          ${this.toolbar.render(this.tools(s))}
          <div part="tray" class=${this.trayFilled ? 'tray filled' : 'tray'}>
            <slot name="tray" @slotchange=${this.onTray}></slot>
          </div>
          ${assists.length ? settingsButton(words) : nothing}
        </div>
        ${
          board && !s?.started
            ? html`<pk-prompt
                part="prompt"
                exportparts="title: prompt-title, hint: prompt-hint"
                .heading=${board.prompt.title}
                .hint=${board.prompt.hint}
              ></pk-prompt>`
            : nothing
        }
        <pk-status
          part="status"
          exportparts="line: status-line"
          .message=${this.message}
        ></pk-status>
      </div>
      ${
        assists.length
          ? settingsPanel({ slug: this.slug, assists, words, onChange: (e) => this.onAssists(e) })
          : nothing
      }
    </section>`;
  }

  /** The title: the whole one, and the short one for a narrow frame when there is one. */
  private titleText() {
    if (!this.shortHeading) return this.heading;
    return html`<span class="whole">${this.heading}</span
      ><span class="short">${this.shortHeading}</span>`;
  }

  /** The board's view buttons as this update draws them. */
  protected drawnViewTools(): Tool[] {
    return this.viewTools;
  }

  /** Undo, Redo, Restart, the board's view buttons, and Share once solved. */
  private tools(s: PlaySession | null): Tool[] {
    const { labels } = this.speech.words;
    return [
      {
        label: labels.undo,
        icon: kitIcon('undo'),
        enabled: !!s?.history.canUndo && !this.solved,
        action: () => s?.undo(),
      },
      {
        label: labels.redo,
        icon: kitIcon('redo'),
        enabled: !!s?.history.canRedo && !this.solved,
        action: () => s?.redo(),
      },
      { label: labels.restart, icon: kitIcon('restart'), enabled: !!s, action: () => s?.restart() },
      ...this.drawnViewTools(),
      ...(this.solved
        ? [{ label: labels.share, icon: kitIcon('share'), enabled: true, action: () => s?.share() }]
        : []),
    ];
  }

  /** The result panel is up: solved, and not put away. */
  private get showsResult(): boolean {
    return this.solved && this.resultOpen;
  }

  /** The result panel (`<pk-result>`). */
  private result(s: PlaySession) {
    return html`<pk-result
      part="result"
      exportparts="card: result-card, heading: result-heading, time: result-time, hints: result-hints, about: result-about, actions: result-actions, share: result-share, close: result-close"
      .seconds=${s.timer.seconds}
      .hints=${this.board?.shareInfo?.().hints}
      .about=${this.board?.about?.() ?? ''}
      @share=${() => void s.share()}
      @close=${() => this.closeResult()}
      ><slot name="result"></slot
    ></pk-result>`;
  }

  /** Puts the result away and gives focus back to the grid (the board's focusable content). */
  private closeResult(): void {
    this.resultOpen = false;
    const slot = this.renderRoot.querySelector<HTMLSlotElement>('[part~="board"] slot');
    const grid = slot
      ?.assignedElements({ flatten: true })
      .flatMap((el) => [el, ...el.querySelectorAll('[tabindex]')])
      .find(
        (el): el is HTMLElement | SVGElement =>
          'tabIndex' in el && (el as HTMLElement).tabIndex >= 0,
      );
    const fallback = this.renderRoot.querySelector<HTMLElement>('[part~="button"][tabindex="0"]');
    (grid ?? fallback)?.focus();
  }

  /** Starts the game of the board given (once it is in the page), ending any other. */
  /** Starts the game on the board: its save, its clock, its kit. */
  protected open(): void {
    const board = this.board;
    if (!this.isConnected || (this.running && board === this.playing)) return;
    this.close();
    if (!board) return;
    const switches: AssistSwitches = this.slug
      ? loadSwitches(this.slug, board.assistList ?? [])
      : defaultSwitches(board.assistList ?? []);
    const session = new PlaySession(board, this.view, {
      slug: this.slug,
      saves: this.saves !== 'off',
      switches,
    });
    this.running = session;
    this.playing = board;
    this.resultOpen = true;
    // A panel that does not arrive leaves the solved frame, its status line and Share; switches
    // that do not arrive leave the helpers as they started.
    resultPanel.get().catch(() => undefined);
    if (board.assistList?.length) assistsPanel.get().catch(() => undefined);
    session.begin();
    this.solved = session.isSolved;
  }

  private close(): void {
    this.running?.dispose();
    this.running = null;
    this.playing = null;
    this.solved = false;
  }

  private readonly view = {
    say: (message: string) => this.say(message),
    words: () => this.speech.words,
    changed: () => {
      if (this.running) this.solved = this.running.isSolved;
      if (!this.solved) this.resultOpen = true;
      this.requestUpdate();
    },
    solved: (detail: PkSolvedDetail) => {
      // Focus in the grid would sit under the panel: it moves to the panel's Share.
      const focused = this.matches(':focus-within');
      this.solved = true;
      this.resultOpen = true;
      this.dispatchEvent(kitEvent<PkSolvedDetail>('pk-solved', detail));
      if (focused) void this.focusShare();
    },
  };

  private async focusShare(): Promise<void> {
    await this.updateComplete;
    // A panel that did not arrive has no Share to focus: focus stays where it was.
    if (
      !(await resultPanel.get().then(
        () => true,
        () => false,
      ))
    )
      return;
    const result = this.renderRoot.querySelector('pk-result');
    await result?.updateComplete;
    result?.focusShare();
  }

  private onTray(e: Event): void {
    this.trayFilled = (e.target as HTMLSlotElement).assignedNodes().length > 0;
  }

  private onAssists(e: CustomEvent<AssistsChangeDetail>): void {
    this.running?.setAssists(e.detail.switches);
  }

  private readonly onKey = (e: KeyboardEvent) => {
    const action = historyKey(e);
    if (!action || !this.running) return;
    e.preventDefault();
    this.act(action);
  };

  private act(action: 'undo' | 'redo'): void {
    if (action === 'undo') this.running?.undo();
    else this.running?.redo();
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pk-solved': CustomEvent<PkSolvedDetail>;
  }
}
