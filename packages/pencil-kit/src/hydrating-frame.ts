// The frame for pages drawn on the server (Lit SSR): on the server it draws a frame whose tray
// is shown (a slot says what it holds only once the page runs) and no game running (a server
// has no saves or clock); in the browser its first update hydrates exactly that, and the game
// opens just after. Registered as <pk-frame> only by such pages (a board's hydrate entry), so
// pages that draw in the browser carry none of it.
import { isServer, type PropertyValues } from 'lit';
import { PkFrame } from './frame.js';

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

  protected override firstUpdated(): void {
    if (!this.hydrating || isServer) return;
    this.hydrating = false;
    this.open();
  }
}
