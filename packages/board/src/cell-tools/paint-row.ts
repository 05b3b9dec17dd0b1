// Paint's row in the tray: the eight paints and the rubber, each a button pressed while it is
// the one in hand. Styled by the tray's styles (the chips' colours are the board's paints).
import { html, type TemplateResult } from 'lit';
import type { CellGame } from '../game/game-host.js';

function capital(text: string): string {
  return text[0]!.toUpperCase() + text.slice(1);
}

/** One paint's button (0 is the rubber). */
function swatch(game: CellGame, colour: number, name: string, redraw: () => void) {
  return html`<button
    type="button"
    class="swatch"
    part="swatch"
    aria-label=${name}
    aria-pressed=${game.colour === colour ? 'true' : 'false'}
    @click=${() => {
      game.colour = colour;
      redraw();
    }}
  >
    <span class="chip ${colour ? `p${colour}` : 'rubber'}"></span>
  </button>`;
}

/** The paints and the rubber, on a row of their own below the tools. */
export function paintRow(game: CellGame, redraw: () => void): TemplateResult {
  const { tray, moves } = game.words;
  return html`<div class="tool-row" part="paints" role="group" aria-label=${tray.paints}>
    ${moves.paintNames.map((name, i) => swatch(game, i + 1, capital(name), redraw))}
    ${swatch(game, 0, tray.rubber, redraw)}
  </div>`;
}
