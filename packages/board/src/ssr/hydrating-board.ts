// The board for pages drawn on the server (Lit SSR). On the server it writes the puzzle it made
// on its host (made-text.ts); hydrating what the server drew, it finds its puzzle before its
// first update (that one, when it fits; else made where the board makes it: on the page for
// small sizes, in the worker for large ones and hard levels), so that update draws exactly what
// the server drew and takes over its nodes.
// Registered as <galaxies-board> only by such pages (define-hydrating.ts), so pages that draw
// in the browser carry none of it.
import { ENGINE_VERSION } from '@galaxies/engine';
import { isServer, type PropertyValues } from 'lit';
import { GalaxiesBoard } from '../board.js';
import { planSource } from '../puzzle-source.js';
import { tintsChunk } from '../tint-loader.js';
import { MADE_ATTRIBUTE, madeSource, madeText, readMade } from './made-text.js';

export class GalaxiesHydratingBoard extends GalaxiesBoard {
  /** Its shadow root came with the page: the first update hydrates it. */
  private hydrating = !isServer && this.shadowRoot !== null;
  /** The puzzle was asked for before the first update: that update keeps it. */
  private foundEarly = false;

  protected override scheduleUpdate(): void | Promise<unknown> {
    if (!this.hydrating) return super.scheduleUpdate();
    this.hydrating = false;
    this.foundEarly = true;
    const made = readMade(this.getAttribute(MADE_ATTRIBUTE));
    const planned = planSource(this, { version: ENGINE_VERSION });
    const source = made && 'make' in planned && madeSource(planned.make, made);
    if (source) {
      this.show({ ok: true, source });
      // The tints as the server drew them: a galaxy its given walls close shows tinted at once.
      this.game!.tints = made.tints;
    } else this.maker.load(this);
    const found = this.maker.pending;
    return found ? found.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.foundEarly) super.willUpdate(changed);
    this.foundEarly = false;
    // A server draws in one pass, so the puzzle is found by now: its tints are worked out before
    // the board draws (their code is loaded), and a made one (not a given one) is written with
    // them on the host for the page.
    const puzzle = this.current;
    const tints = tintsChunk.loaded;
    if (!isServer || !puzzle || !tints || !this.game) return;
    this.game.tints = tints.tintsOf(puzzle);
    if (this.src || this.puzzle) return;
    const text = madeText({ dots: puzzle.dots, score: this.score, tints: this.game.tints });
    this.setAttribute(MADE_ATTRIBUTE, text);
  }
}
