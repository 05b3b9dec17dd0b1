// Endless's page as a template: the title with the size and level picker, the line with the
// puzzle's score, the board, and Next with the puzzle's code. The server draws it
// (server/pages/) and the page hydrates it, or the page draws it itself (src/pages/endless.ts).
import { html, nothing } from 'lit';
import { addressOf } from '../endless-address.js';
import { puzzlePicker } from './puzzle-picker.js';
import { say } from '../words/say.js';
import { exportRowPlace } from './export-row-place.js';
import { welcomeView } from './welcome-view.js';
import { type Size } from '../sizes.js';

/** A puzzle on show: which it is, and its score when known. */
export interface Shown {
  size: Size;
  difficulty: string;
  code: string;
  engine: number;
  score: number | null;
}

/**
 * Endless showing `puzzle`; `onNext` hears Next; with the first-visit `welcome` over the board
 * (the board's own How to play never opens by itself here: the welcome offers it).
 */
export function endlessView(puzzle: Shown, onNext: () => void, welcome = false) {
  const w = say.endless;
  return html`<div class="puzzle-head">
      <h1>${w.heading}</h1>
      ${puzzlePicker(puzzle, (size, difficulty) => addressOf({ size, difficulty }))}
      <p class="lede">${w.lede(puzzle.size, puzzle.difficulty, puzzle.score)}</p>
    </div>
    ${welcome ? welcomeView() : nothing}
    <galaxies-board
      size=${puzzle.size}
      code=${puzzle.code}
      level=${puzzle.difficulty}
      engine=${puzzle.engine}
      mode="endless"
      how-to="off"
    ></galaxies-board
    >${exportRowPlace()}
    <p class="after">
      <button type="button" class="next" @click=${onNext}>${w.next}</button>
      <span class="code">${w.code} <code translate="no">${puzzle.code}</code></span>
    </p>`;
}
