// The board for pages drawn on the server (Lit SSR). On the server it writes the puzzle it made
// on its host (made-text.ts); hydrating what the server drew, it finds its puzzle before its
// first update (that one, when it fits; else made where the board makes it: on the page for
// small sizes, in the worker for large ones and hard levels), so that update draws exactly what
// the server drew and takes over its nodes.
// Registered as <galaxies-board> only by such pages (define-hydrating.ts), so pages that draw
// in the browser carry none of it.
import type { Puzzle } from '@galaxies/engine';
import { isServer, type PropertyValues } from 'lit';
import { GalaxiesBoard } from '../board.js';
import { MADE_ATTRIBUTE, madeSource, madeText, readMade } from './made-text.js';

export class GalaxiesHydratingBoard extends GalaxiesBoard {
  /** @internal The tints' code, on a server (server-ready.ts loads it). */
  static tintsOf: ((puzzle: Puzzle) => number[]) | null = null;
  /** Its shadow root came with the page: the first update hydrates it. */
  private hydrating = !isServer && this.shadowRoot !== null;
  /** The puzzle was asked for before the first update: that update keeps it. */
  private foundEarly = false;

  protected override scheduleUpdate(): void | Promise<unknown> {
    if (!this.hydrating) return super.scheduleUpdate();
    this.hydrating = false;
    this.foundEarly = true;
    const made = readMade(this.getAttribute(MADE_ATTRIBUTE));
    this.maker.load(this, (ask) => made && madeSource(ask, made));
    const found = this.maker.pending;
    return found ? found.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.foundEarly) super.willUpdate(changed);
    this.foundEarly = false;
    // A server draws in one pass: the puzzle is found by now. A given one is read, not made.
    const made = this.current;
    const tintsOf = GalaxiesHydratingBoard.tintsOf;
    if (isServer && made && tintsOf && !this.src && !this.puzzle) {
      const text = madeText({ dots: made.dots, score: this.score, tints: tintsOf(made) });
      this.setAttribute(MADE_ATTRIBUTE, text);
    }
  }
}
