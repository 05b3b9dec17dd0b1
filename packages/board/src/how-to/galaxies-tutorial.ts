// <galaxies-tutorial>: a 4 × 4 puzzle a newcomer solves in a few moves, one step explained at a
// time, the last by claiming cells for their dots (the board's Claim tool), ending in the solved
// wash. It plays like the board (the kit's surface, the board's game
// and drawing) but keeps nothing and tells the page nothing: no events, no saves, no history
// keys of its own, so the real board on the page is never touched.
import { ENGINE_VERSION } from '@galaxies/engine';
import {
  chunkError,
  ChunkLoadError,
  GridSurface,
  SpeakingElement,
  Speech,
  surfaceStyles,
  visuallyHidden,
} from '@galaxies/pencil-kit';
import { css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { BoardGame } from '../game/board-game.js';
import type { GameHost } from '../game/game-host.js';
import { gridStyles } from '../styles/grid-styles.js';
import { gridLayers, washOrigin, type WashOrigin } from '../view/grid-view.js';
import { controlStyles } from '../styles/control-styles.js';
import { surfaceGrid } from '../view/play-view.js';
import { themeStyles } from '../styles/theme-styles.js';
import { BOARD_WORDS } from '../words/board-words.js';
import { HOW_TO_WORDS_SET } from '../words/how-to-words.js';
import {
  CLAIM_STEP,
  currentStep,
  STEP_GALAXIES,
  stepCells,
  stepWalls,
  TUTORIAL,
  wrongWall,
} from './tutorial-puzzle.js';

/** The steps a player meets: those with a wall no earlier step has drawn, and the claim step. */
const STEPS = STEP_GALAXIES.flatMap((_, k) => {
  const before = new Set(STEP_GALAXIES.slice(0, k).flatMap((__, j) => stepWalls(j)));
  return k === CLAIM_STEP || stepWalls(k).some((id) => !before.has(id)) ? [k] : [];
});

/**
 * A tutorial puzzle with its steps explained.
 *
 * @csspart grid - The tutorial's grid, exactly its cells.
 * @csspart step - The step's explanation (a polite live region).
 */
export class GalaxiesTutorial extends SpeakingElement {
  private readonly speech = new Speech(this, HOW_TO_WORDS_SET);
  /** The board's words, for what the tutorial's game says. */
  private readonly boardSpeech = new Speech(this, BOARD_WORDS);
  static override styles = [
    themeStyles,
    controlStyles,
    surfaceStyles,
    visuallyHidden,
    gridStyles,
    css`
      :host {
        display: grid;
        gap: 0.5rem;
        max-width: 18rem;
        background: var(--_gx-paper);
      }
      p {
        margin: 0;
      }
      .count {
        font-size: 0.85rem;
        font-weight: 600;
      }
      button {
        justify-self: start;
      }
    `,
  ];

  // Everything the game says stays here: nothing is dispatched, nothing saved.
  private readonly host: GameHost = {
    changed: () => this.requestUpdate(),
    announce: (text) => (this.said = text),
    moved: () => {},
    finished: (last) => (this.wash = washOrigin(TUTORIAL.w, TUTORIAL.h, last)),
    refused: (_side, why) => (this.said = this.boardSpeech.words.refusedSide[why]),
    help: () => {},
    isReadonly: () => false,
    share: () => ({ mode: '', date: '' }),
    lang: () => this.boardSpeech.lang,
    // Told to the board around it, which says so once for all its parts.
    chunkFailed: (error, retry) => chunkError(this, ChunkLoadError.from(error), retry),
  };

  /** `light`, `dark`, or `auto` to follow the page's preference (the board passes its own). */
  @property({ reflect: true }) scheme: 'auto' | 'light' | 'dark' = 'auto';
  @state() private game = this.newGame();
  @state() private wash: WashOrigin = null;
  @state() private said = '';
  private readonly surface = new GridSurface(this, { board: () => this.game });

  private newGame(): BoardGame {
    const source = {
      puzzle: TUTORIAL,
      code: 'tutorial',
      size: '4x4',
      difficulty: 'tutorial',
      engine: ENGINE_VERSION,
      imported: true,
      score: null,
      level: null,
    };
    return new BoardGame(source, this.host);
  }

  /** Back to the first step with a blank grid. */
  startOver(): void {
    this.game = this.newGame();
    this.wash = null;
    this.said = '';
  }

  protected override willUpdate(): void {
    // The claim step is played with Claim in hand (its code loads on first use).
    const g = this.game;
    const claiming = currentStep(g.save.w) === CLAIM_STEP && wrongWall(g.save.w) == null;
    const tool = claiming && !g.solved ? 'claim' : 'lines';
    if (tool !== g.tool) g.useTool(tool);
  }

  override render() {
    const g = this.game;
    const wrong = wrongWall(g.save.w);
    const at = currentStep(g.save.w);
    const HOW_TO_WORDS = this.speech.words.words;
    let text: string;
    if (g.solved) text = HOW_TO_WORDS.solved;
    else if (wrong != null) text = HOW_TO_WORDS.wrong;
    else text = HOW_TO_WORDS.steps[at] ?? '';
    const glow = g.solved
      ? null
      : {
          cells: stepCells(at),
          dots: STEP_GALAXIES[at] ?? [],
          ...(wrong != null ? { wrong: [wrong] } : {}),
        };
    const count = g.solved
      ? ''
      : HOW_TO_WORDS.step(Math.max(0, STEPS.indexOf(at)) + 1, STEPS.length);
    return html`${count ? html`<p class="count">${count}</p>` : nothing}
      <p part="step" role="status" aria-live="polite">${text}</p>
      ${surfaceGrid(
        this.surface,
        HOW_TO_WORDS.tutorialName,
        g,
        gridLayers(g, { wash: this.wash, cursor: this.surface.renderCursor(), glow }),
      )}
      ${g.solved ? html`<button type="button" @click=${() => this.startOver()}>${HOW_TO_WORDS.again}</button>` : nothing}
      <p class="vh" aria-live="polite">${this.said}</p>`;
  }
}
