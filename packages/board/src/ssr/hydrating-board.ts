// The board for pages drawn on the server (Lit SSR): hydrating what the server drew, it finds
// its puzzle before its first update (made where the board makes it: on the page for small
// sizes, in the worker for large ones and hard levels), so that update draws exactly what the
// server drew and takes over its nodes.
// Registered as <galaxies-board> only by such pages (define-hydrating.ts), so pages that draw
// in the browser carry none of it.
import { isServer, type PropertyValues } from 'lit';
import { GalaxiesBoard } from '../board.js';

export class GalaxiesHydratingBoard extends GalaxiesBoard {
  /** Its shadow root came with the page: the first update hydrates it. */
  private hydrating = !isServer && this.shadowRoot !== null;
  /** The puzzle was asked for before the first update: that update keeps it. */
  private foundEarly = false;

  protected override scheduleUpdate(): void | Promise<unknown> {
    if (!this.hydrating) return super.scheduleUpdate();
    this.hydrating = false;
    this.foundEarly = true;
    this.maker.load(this);
    const found = this.maker.pending;
    return found ? found.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.foundEarly) return super.willUpdate(changed);
    this.foundEarly = false;
  }
}
