// <pk-frame>: lays a board out with its title, timer, toolbar, tray, assists and status line,
// and runs the solved flow. The game itself (history, time, saves) is a PlaySession.
import { css, html, LitElement, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { isBoard, type PkBoard } from './contract.js';
import { defaultSwitches, loadSwitches, type AssistSwitches } from './assists-store.js';
import type { AssistsChangeDetail } from './assists.js';
import { kitEvent } from './events.js';
import { formatTime } from './format-time.js';
import { FrameToolbar } from './frame-toolbar.js';
import { historyKey } from './history.js';
import { listenPageKeys } from './page-keys.js';
import { PlaySession } from './play-session.js';
import { controls, tokens, visuallyHidden } from './theme.js';

/** Detail of `pk-solved`: the playing time plus whatever the board adds. */
export type SolvedDetail = { seconds: number } & Record<string, unknown>;

/**
 * The frame around a board: title and timer, the board, a toolbar (Undo, Redo, Restart, and
 * Share once solved), the tray for the board's tools, the assists and the status line. Put a
 * board (any element implementing `PkBoard`) in the default slot. The toolbar is one tab stop
 * (`role="toolbar"`): arrow keys, Home and End move between its buttons. Ctrl/Cmd+Z undoes,
 * Ctrl/Cmd+Shift+Z and Ctrl+Y redo, inside the frame, and from the page body (nothing focused)
 * when this is the page's only frame. When the board reports solved the timer stops, the frame
 * turns green and `pk-solved` fires; motion respects `prefers-reduced-motion`. Once solved,
 * Undo and Redo rest and Restart starts the game over.
 *
 * @fires pk-solved - The player solved the puzzle. `detail: { seconds, ...board's detail }`.
 * @slot - The board.
 * @slot tray - Extra tools; the board's own `tools()` element is placed here too.
 * @cssprop [--pk-ink=#1d2433] - Text colour.
 * @cssprop [--pk-paper=#ffffff] - Background.
 * @cssprop [--pk-line=#5c667a] - The frame's border and button borders.
 * @cssprop [--pk-accent=#2454c5] - Accents (prompt title, switches).
 * @cssprop [--pk-solved=#1c7c3c] - The frame's colour once solved.
 * @cssprop [--pk-focus=#1a73e8] - Focus ring.
 * @cssprop [--pk-radius=8px] - Corner radius.
 * @csspart frame - The outer box that turns green when solved.
 * @csspart header - Title and timer row.
 * @csspart title - The title.
 * @csspart timer - The playing time.
 * @csspart board - The board's box.
 * @csspart toolbar - The Undo / Redo / Restart / Share row (`role="toolbar"`).
 * @csspart button - Each toolbar button.
 * @csspart tray - The tools tray.
 * @csspart assists - The helpers' switches.
 * @csspart prompt - The first-move prompt.
 * @csspart status - The status line.
 */
export class PkFrame extends LitElement {
  static override styles = [
    tokens,
    controls,
    visuallyHidden,
    css`
      :host {
        display: block;
        max-width: 40rem;
      }
      [part~='frame'] {
        display: grid;
        gap: 0.75rem;
        padding: 1rem;
        border: 3px solid var(--_pk-line);
        border-radius: calc(var(--_pk-radius) * 1.5);
        background: var(--_pk-paper);
        transition:
          border-color 400ms ease,
          box-shadow 400ms ease;
      }
      :host([solved]) [part~='frame'] {
        border-color: var(--_pk-solved);
        box-shadow: 0 0 0 4px color-mix(in srgb, var(--_pk-solved) 30%, transparent);
      }
      header {
        display: flex;
        justify-content: space-between;
        align-items: baseline;
        gap: 1rem;
      }
      h2 {
        margin: 0;
        font-size: 1.25rem;
      }
      [part~='timer'] {
        font-variant-numeric: tabular-nums;
        font-size: 1.1rem;
      }
      :host([solved]) [part~='timer'] {
        color: var(--_pk-solved);
        font-weight: 600;
      }
      [part~='toolbar'] {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
      }
      [part~='tray']:not(.filled) {
        display: none;
      }
      @media (prefers-reduced-motion: reduce) {
        [part~='frame'] {
          transition: none;
        }
      }
      /* On paper only the title and the board count: no controls, no time, no coloured box. */
      @media print {
        :host {
          max-width: none;
        }
        [part~='frame'] {
          padding: 0;
          border: none;
          box-shadow: none;
          background: none;
        }
        [part~='timer'],
        [part~='toolbar'],
        [part~='tray'],
        [part~='assists'],
        [part~='prompt'],
        [part~='status'] {
          display: none;
        }
      }
    `,
  ];

  /** The title, e.g. "Galaxies · Daily 7×7". */
  @property() heading = '';
  /** The puzzle kind, for storage keys (`uo:<slug>:…`). */
  @property() slug = '';
  /** `off` turns saving off. */
  @property() saves: 'on' | 'off' = 'on';
  /** Set once solved (reflected, so CSS can style it). */
  @property({ type: Boolean, reflect: true }) solved = false;
  @state() private board: PkBoard | null = null;
  @state() private message = '';
  @state() private trayFilled = false;
  /** The running game; null until a board is slotted. */
  session: PlaySession | null = null;
  private readonly toolbar = new FrameToolbar(this, 'Game');
  private stopPageKeys: (() => void) | null = null;

  constructor() {
    super();
    this.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopPageKeys?.();
    this.stopPageKeys = null;
    this.session?.dispose();
    this.session = null;
    this.board = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.stopPageKeys = listenPageKeys((action) => this.act(action));
    // Back in the page after a move: slotchange will not fire again, so plug in here.
    if (this.hasUpdated) this.plugIn();
  }

  /** Replaces the status line's sentence. */
  say(message: string): void {
    this.message = message;
  }

  override render() {
    const s = this.session;
    const board = this.board;
    const seconds = s?.timer.seconds ?? 0;
    return html`<section part="frame" aria-label=${this.heading || 'Puzzle'}>
      <header part="header">
        <h2 part="title">${this.heading}</h2>
        <span part="timer"><span class="vh">Time </span>${formatTime(seconds)}</span>
      </header>
      <div part="board"><slot @slotchange=${this.plugIn}></slot></div>
      ${this.toolbar.render([
        { label: 'Undo', enabled: !!s?.history.canUndo && !this.solved, action: () => s?.undo() },
        { label: 'Redo', enabled: !!s?.history.canRedo && !this.solved, action: () => s?.redo() },
        { label: 'Restart', enabled: !!s, action: () => s?.restart() },
        ...(this.solved ? [{ label: 'Share', enabled: true, action: () => s?.share() }] : []),
      ])}
      <div part="tray" class=${this.trayFilled ? 'filled' : ''}>
        <slot name="tray" @slotchange=${this.onTray}></slot>
      </div>
      ${
        board?.assistList?.length
          ? html`<pk-assists
              part="assists"
              .slug=${this.slug}
              .assists=${board.assistList}
              @change=${this.onAssists}
            ></pk-assists>`
          : nothing
      }
      ${
        board && s && !s.started
          ? html`<pk-prompt
              part="prompt"
              .heading=${board.prompt.title}
              .hint=${board.prompt.hint}
            ></pk-prompt>`
          : nothing
      }
      <pk-status part="status" .message=${this.message}></pk-status>
    </section>`;
  }

  private plugIn(): void {
    const slot = this.renderRoot.querySelector<HTMLSlotElement>('slot:not([name])');
    const assigned = slot?.assignedElements() ?? [];
    const board = assigned.find(isBoard) ?? null;
    // A board whose tag is defined later is not a board yet: plug it in once it is.
    const pending = assigned.find(
      (el) => !board && el.localName.includes('-') && !el.matches(':defined'),
    );
    if (pending) void customElements.whenDefined(pending.localName).then(() => this.plugIn());
    if (board === this.board && this.session) return;
    this.session?.dispose();
    this.board = board;
    this.session = null;
    if (!board) return;
    const switches: AssistSwitches = this.slug
      ? loadSwitches(this.slug, board.assistList ?? [])
      : defaultSwitches(board.assistList ?? []);
    const session = new PlaySession(board, this.view, {
      slug: this.slug,
      saves: this.saves !== 'off',
      switches,
    });
    this.session = session;
    const tools = board.tools?.();
    if (tools && tools.parentElement !== this) {
      tools.slot = 'tray';
      this.append(tools);
    }
    session.begin();
    this.solved = session.isSolved;
  }

  private readonly view = {
    say: (message: string) => this.say(message),
    changed: () => {
      if (this.session) this.solved = this.session.isSolved;
      this.requestUpdate();
    },
    solved: (detail: SolvedDetail) => {
      this.solved = true;
      this.dispatchEvent(kitEvent<SolvedDetail>('pk-solved', detail));
    },
  };

  private onTray(e: Event): void {
    this.trayFilled = (e.target as HTMLSlotElement).assignedNodes().length > 0;
  }

  private onAssists(e: CustomEvent<AssistsChangeDetail>): void {
    this.session?.setAssists(e.detail.switches);
  }

  private readonly onKey = (e: KeyboardEvent) => {
    const action = historyKey(e);
    if (!action || !this.session) return;
    e.preventDefault();
    this.act(action);
  };

  private act(action: 'undo' | 'redo'): void {
    if (action === 'undo') this.session?.undo();
    else this.session?.redo();
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pk-solved': CustomEvent<SolvedDetail>;
  }
}
