// <galaxies-board>: the element that shows one Galaxies puzzle. The grid's cell area is the
// shadow element with part="grid", whose box is exactly the cells.
import type { Puzzle } from '@galaxies/engine';
import { css, html, LitElement, svg } from 'lit';
import { property } from 'lit/decorators.js';
import { dotPoint, innerLines } from './grid-geometry.js';

/**
 * Plays one Galaxies puzzle.
 *
 * @cssprop [--gx-ink=#14213d] - Lines, frame and dot outlines.
 * @cssprop [--gx-paper=#fbf8ef] - The grid's background.
 * @cssprop [--gx-star=#fdfcf7] - Dot fill.
 * @csspart grid - The SVG whose box is exactly the grid's cells.
 */
export class GalaxiesBoard extends LitElement {
  static override styles = css`
    :host {
      display: block;
      --gx-ink: #14213d;
      --gx-paper: #fbf8ef;
      --gx-star: #fdfcf7;
      max-width: 36rem;
    }
    @media (prefers-color-scheme: dark) {
      :host {
        --gx-ink: #dfe6f5;
        --gx-paper: #0f1730;
        --gx-star: #f5e9b8;
      }
    }
    svg {
      display: block;
      width: 100%;
      height: auto;
      overflow: visible;
      background: var(--gx-paper);
    }
    .line {
      stroke: var(--gx-ink);
      stroke-opacity: 0.35;
      stroke-width: 0.03;
    }
    .frame {
      fill: none;
      stroke: var(--gx-ink);
      stroke-width: 0.08;
    }
    .dot {
      fill: var(--gx-star);
      stroke: var(--gx-ink);
      stroke-width: 0.05;
    }
  `;

  /** The puzzle to play: `{ w, h, dots }`, dots `[y, x]` in half cells. */
  @property({ attribute: false }) puzzle: Puzzle | null = null;

  override render() {
    const puzzle = this.puzzle;
    if (!puzzle) return html``;
    const { w, h } = puzzle;
    return html`<svg
      part="grid"
      viewBox="0 0 ${w} ${h}"
      role="img"
      aria-label="Galaxies puzzle, ${w} by ${h}, ${puzzle.dots.length} dots"
    >
      ${innerLines(w).map((x) => svg`<line class="line" x1=${x} y1="0" x2=${x} y2=${h}></line>`)}
      ${innerLines(h).map((y) => svg`<line class="line" x1="0" y1=${y} x2=${w} y2=${y}></line>`)}
      <rect class="frame" x="0" y="0" width=${w} height=${h}></rect>
      ${puzzle.dots.map((dot) => {
        const { cx, cy } = dotPoint(dot);
        return svg`<circle class="dot" cx=${cx} cy=${cy} r="0.17"></circle>`;
      })}
    </svg>`;
  }
}
