// <pk-shade-board>: the shade-cells toy, a second puzzle on the kit's board contract. Its game is
// a plain contract object (shade-game.ts) handed to the frame as `.board`; the clues sit around
// the grid in HTML, the grid binds the kit's surface, and its tools go in the frame's tray.
import { css, html, LitElement, nothing, svg, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { GridSurface, surfaceStyles } from '../src/grid-surface.js';
import type { SegOption } from '../src/seg.js';
import { tokens, visuallyHidden } from '../src/theme.js';
import { lineCounts, ShadeGame, TREE, type ShadePuzzle, type Tool } from './shade-game.js';
import '../src/define/pk-frame.js';
import '../src/define/pk-seg.js';

const TOOLS: SegOption[] = [
  { value: 'shade', label: 'Shade' },
  { value: 'dot', label: 'Dot' },
];

// The frame's and the seg's parts, passed on so a page can style them through this element.
const FRAME_PARTS =
  'frame, header, title, timer, board, toolbar, button, tray, assists, assists-list, ' +
  'assists-switch, assists-description, prompt, prompt-title, prompt-hint, status, status-line';
const SEG_PARTS = 'group: tool-group, option: tool-option, selected: tool-selected';

/**
 * The shade-cells toy: a 5×5 grid with a clue beside each row and above each column counting
 * its shaded cells. A primary press shades (or, with the Dot tool, dots) a cell, and a drag does
 * every cell it crosses as one move; a secondary press toggles a dot, meaning "sure empty".
 *
 * @fires pk-solved - From the frame, once solved. `detail: { seconds, shaded }`.
 * @csspart grid - The 5×5 cells' box, and nothing else (the clues are outside it).
 * @csspart cursor - The keyboard cursor.
 * @csspart clues - The row of column clues, and the column of row clues.
 * @csspart clue - Each clue; `met` too once its line has that many shaded (Counts assist).
 * @csspart tool-group - The tray's Shade | Dot control (also `tool-option`, `tool-selected`).
 */
export class PkShadeBoard extends LitElement {
  static override styles = [
    tokens,
    surfaceStyles,
    visuallyHidden,
    css`
      :host {
        display: block;
        --_cell: 3rem;
      }
      .layout {
        display: grid;
        grid-template-columns: auto calc(var(--_cell) * 5);
        grid-template-rows: auto calc(var(--_cell) * 5);
        gap: 0.4rem;
        justify-content: start;
      }
      [part~='clues'] {
        display: grid;
        font-weight: 600;
        font-variant-numeric: tabular-nums;
      }
      .top {
        grid-column: 2;
        grid-row: 1;
        grid-template-columns: repeat(5, var(--_cell));
        justify-items: center;
      }
      .side {
        grid-column: 1;
        grid-row: 2;
        grid-template-rows: repeat(5, var(--_cell));
        align-items: center;
        justify-items: end;
      }
      [part~='clue'] {
        min-width: 1.5rem;
        text-align: center;
      }
      [part~='met'] {
        color: var(--_pk-line);
        text-decoration: line-through;
      }
      svg {
        display: block;
        grid-column: 2;
        grid-row: 2;
        width: 100%;
        height: 100%;
        outline: none;
      }
      svg:focus-visible {
        outline: 3px solid var(--_pk-focus);
        outline-offset: 3px;
      }
      .paper {
        fill: var(--_pk-paper);
      }
      .shade,
      .dot {
        fill: var(--_pk-ink);
      }
      .lines {
        stroke: var(--_pk-line);
        stroke-width: 0.03;
      }
    `,
  ];

  /** The title; "Shade · Toy 5×5" when empty. */
  @property() heading = '';
  @property() slug = 'story-shade';
  @property() saves: 'on' | 'off' = 'off';
  /** The clues to play (the tree by default). */
  @property({ attribute: false }) puzzle: ShadePuzzle = TREE;

  /** The contract the frame and the surface are given. */
  game = this.newGame();
  readonly surface = new GridSurface(this, { board: () => this.game });

  /** The grid element (the surface's). */
  get grid(): SVGSVGElement {
    return this.renderRoot.querySelector<SVGSVGElement>('[part~="grid"]')!;
  }

  private newGame(): ShadeGame {
    return new ShadeGame(this.puzzle, () => this.requestUpdate());
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('puzzle') && this.game.puzzle !== this.puzzle) this.game = this.newGame();
  }

  override render() {
    const g = this.game;
    return html`<pk-frame
      exportparts=${FRAME_PARTS}
      .heading=${this.heading || 'Shade · Toy 5×5'}
      .slug=${this.slug}
      .saves=${this.saves}
      .board=${g}
    >
      <div class="layout">
        ${this.clues(g)}
        <svg
          part="grid"
          class="pk-surface"
          role="application"
          tabindex="0"
          aria-label=${this.surface.label('Shade cells board')}
          viewBox="0 0 ${g.cols} ${g.rows}"
          ${this.surface.bind()}
        >
          ${this.drawing(g)} ${this.surface.renderCursor()}
        </svg>
      </div>
      <pk-seg
        slot="tray"
        label="Tool"
        exportparts=${SEG_PARTS}
        .options=${TOOLS}
        .value=${g.tool}
        @pk-change=${(e: CustomEvent<{ value: string }>) => {
          g.tool = e.detail.value as Tool;
          this.requestUpdate();
        }}
      ></pk-seg>
    </pk-frame>`;
  }

  /** The clues, column clues above the grid and row clues beside it, as the marks stand drawn. */
  private clues(g: ShadeGame) {
    const counts = lineCounts(g.shown);
    const clue = (line: string, i: number, n: number, count: number) => {
      const met = g.showCounts && count === n;
      const said = html`<span class="vh">${line} ${i + 1} needs </span>`;
      const done = met ? html`<span class="vh">, met</span>` : nothing;
      return html`<span part=${met ? 'clue met' : 'clue'}>${said}${n}${done}</span>`;
    };
    return html`<div part="clues" class="top">
        ${g.puzzle.cols.map((n, i) => clue('Column', i, n, counts.cols[i] ?? 0))}
      </div>
      <div part="clues" class="side">
        ${g.puzzle.rows.map((n, i) => clue('Row', i, n, counts.rows[i] ?? 0))}
      </div>`;
  }

  private drawing(g: ShadeGame) {
    const { rows, cols } = g;
    return svg`<rect class="paper" width=${cols} height=${rows}></rect>
      ${g.shown.map((mark, cell) => {
        const [x, y] = [cell % cols, Math.floor(cell / cols)];
        if (mark === 'shade') {
          return svg`<rect class="shade" x=${x + 0.06} y=${y + 0.06} width="0.88" height="0.88"></rect>`;
        }
        return mark === 'dot'
          ? svg`<circle class="dot" cx=${x + 0.5} cy=${y + 0.5} r="0.1"></circle>`
          : null;
      })}
      <g class="lines">
        ${Array.from({ length: cols + 1 }, (_, i) => svg`<line x1=${i} y1="0" x2=${i} y2=${rows}></line>`)}
        ${Array.from({ length: rows + 1 }, (_, i) => svg`<line x1="0" y1=${i} x2=${cols} y2=${i}></line>`)}
      </g>`;
  }
}

if (!customElements.get('pk-shade-board')) customElements.define('pk-shade-board', PkShadeBoard);

declare global {
  interface HTMLElementTagNameMap {
    'pk-shade-board': PkShadeBoard;
  }
}
