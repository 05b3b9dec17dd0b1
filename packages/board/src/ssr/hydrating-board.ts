// The board for pages drawn on the server (Lit SSR). On the server it writes the puzzle it made
// on its host (made-text.ts); hydrating what the server drew, it finds its puzzle before its
// first update (that one, when it fits; else made where the board makes it: on the page for
// small sizes, in the worker for large ones and hard levels), so that update draws exactly what
// the server drew and takes over its nodes.
// Registered as <galaxies-board> only by such pages (define-hydrating.ts), so pages that draw
// in the browser carry none of it.
import { ENGINE_VERSION } from '@galaxies/engine';
import { nextTask } from '@galaxies/pencil-kit';
import { css, isServer, type PropertyValues } from 'lit';
import { GalaxiesBoard } from '../board.js';
import { boardStyles } from '../styles/board-styles.js';
import { planSource, type Resolved } from '../source/puzzle-source.js';
import { tintsChunk } from '../game/tint-loader.js';
import { MADE_ATTRIBUTE, madeSource, madeText, readMade } from './made-text.js';

export class GalaxiesHydratingBoard extends GalaxiesBoard {
  static override styles = [
    ...boardStyles,
    // While the page is still arriving, the frame's place for the grid holds the grid's shape
    // (a square unless the host's style says otherwise) inside the port's padding, so the
    // controls parsed before the grid (they come first in the HTML) do not move when it comes.
    css`
      pk-frame:not(:has(> .port, > .pk-zoom, > .making))::part(board) {
        box-sizing: content-box;
        aspect-ratio: var(--_gx-aspect, 1);
        max-height: var(--gx-grid-height, 85svh);
        padding: 0.2rem;
      }
      @container (min-width: 30rem) {
        pk-frame:not(:has(> .port, > .pk-zoom, > .making))::part(board) {
          padding: 0.35rem;
        }
      }
    `,
  ];
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
    // With the tints as the server drew them: a galaxy its given walls close shows tinted at once.
    // The game is set up in this task and the drawing taken over in the next: two short tasks.
    if (source) {
      this.show({ ok: true, source });
      return nextTask().then(() => super.scheduleUpdate());
    }
    // A given puzzle (or a made one the server left no text for) is found here: with the tints'
    // code loaded first, so the game starts with the tints the server drew, as hydration needs.
    return tintsChunk
      .get()
      .catch(() => undefined)
      .then(() => {
        this.maker.load(this);
        const found = this.maker.pending;
        return found ? found.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
      });
  }

  /**
   * The game starts with its tints, worked out here whenever their code is loaded (on a server
   * always: server-ready.ts loads it before a server draws; hydrating, a given puzzle waits for it),
   * so the board draws them in the one pass a server gives it, and hydrates what it drew.
   */
  protected override show(resolved: Resolved): void {
    const code = tintsChunk.loaded;
    if (!code || !resolved.ok || resolved.source.tints) return super.show(resolved);
    const { source } = resolved;
    super.show({ ok: true, source: { ...source, tints: code.tintsOf(source.puzzle) } });
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.foundEarly) super.willUpdate(changed);
    this.foundEarly = false;
    // A server draws in one pass, so the puzzle is found by now: a grid that is not square puts
    // its shape in the host's style (for the place held while the page arrives), and a made
    // puzzle (not a given one) is written with its tints on the host for the page.
    const puzzle = this.current;
    if (!isServer || !puzzle || !this.game) return;
    if (puzzle.w !== puzzle.h) {
      const style = this.getAttribute('style');
      const aspect = `--_gx-aspect: ${puzzle.w} / ${puzzle.h}`;
      this.setAttribute('style', style ? `${aspect}; ${style}` : aspect);
    }
    if (this.src || this.puzzle) return;
    const text = madeText({ dots: puzzle.dots, score: this.score, tints: this.game.tints });
    this.setAttribute(MADE_ATTRIBUTE, text);
  }
}
