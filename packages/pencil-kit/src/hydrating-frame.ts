// The frame for pages drawn on the server (Lit SSR): on the server it draws a frame whose tray
// is shown (a slot says what it holds only once the page runs) and no game running (a server
// has no saves or clock); in the browser its first update hydrates exactly that, and the game
// opens just after, in a task of its own (a returning player's prompt gives way without moving
// the page). Registered as <pk-frame> only by such pages (a board's hydrate entry), so pages
// that draw in the browser carry none of it.
import { isServer, type PropertyValues } from 'lit';
import { PkFrame } from './frame.js';
import type { Tool } from './frame-toolbar.js';
import { nextTask } from './in-turn.js';

export class PkHydratingFrame extends PkFrame {
  /** Drawn on the server, or hydrating what the server drew (its shadow root came with it). */
  private hydrating = isServer || this.shadowRoot !== null;

  constructor() {
    super();
    if (this.hydrating) this.trayFilled = true;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hydrating) super.willUpdate(changed);
  }

  /**
   * None while hydrating: a server measures no grid, so it drew no view buttons, and a board
   * that measured its grid first (too small to hit: Zoom in, Zoom out, Fit) must not add them to
   * the drawing being taken over. They come in the next update.
   */
  protected override drawnViewTools(): Tool[] {
    return this.hydrating ? [] : super.drawnViewTools();
  }

  /** The game opening after hydration; `updateComplete` waits for it. */
  private opening: Promise<void> | null = null;

  protected override firstUpdated(): void {
    if (!this.hydrating || isServer) return;
    this.hydrating = false;
    if (this.viewTools.length) this.requestUpdate();
    this.opening = nextTask().then(() => this.openDrawn());
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    await this.opening;
    return done;
  }

  /**
   * Opens the game over what the server drew. A returning player's game drops the first-move
   * prompt: the side keeps its height until the player's first press, so nothing under the
   * frame jumps as the page loads.
   */
  private openDrawn(): void {
    const side = this.renderRoot.querySelector<HTMLElement>('.side');
    const drawn = side?.offsetHeight ?? 0;
    this.open();
    if (!side || !drawn || !this.session?.started) return;
    side.style.minHeight = `${drawn}px`;
    const release = () => side.style.removeProperty('min-height');
    for (const type of ['pointerdown', 'keydown'])
      this.addEventListener(type, release, { once: true });
  }
}
