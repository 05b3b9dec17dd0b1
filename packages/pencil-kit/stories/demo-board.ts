// <pk-demo-board>: a tiny board for the stories and tests. It shows the whole seam in one place:
// its game is a plain contract object (demo-game.ts) handed to the frame as `.board`, its grid
// binds the kit's surface in the template, and its tools go in the frame's tray slot. With
// `zoomable`, the kit's ZoomView holds the grid and its buttons join the frame's toolbar.
import { css, html, LitElement, svg, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import type { Aim } from '../src/contract.js';
import { GridSurface, surfaceStyles } from '../src/grid-surface.js';
import type { SegOption } from '../src/seg.js';
import { sidePlace } from '../src/trace.js';
import { KIT_WORDS } from '../src/words/kit-words.js';
import { ZoomView } from '../src/zoom-view.js';
import { zoomStyles } from '../src/zoom-styles.js';
import { DemoGame, type DemoMarks } from './demo-game.js';
import '../src/define/pk-frame.js';
import '../src/define/pk-seg.js';

const TOOLS: SegOption[] = [
  { value: 'cell', label: 'Cells' },
  { value: 'side', label: 'Sides' },
];

export class PkDemoBoard extends LitElement {
  static override styles = [
    surfaceStyles,
    zoomStyles,
    css`
      :host {
        display: block;
      }
      svg {
        display: block;
        outline: none;
      }
      svg:where(:not([width])),
      .pk-zoom:not(.zoomed) [part~='grid'],
      .pk-zoom-sizer {
        width: 100%;
        max-width: 20rem;
        height: auto;
      }
      svg:focus-visible {
        outline: 3px solid var(--pk-focus, #1a73e8);
        outline-offset: 3px;
      }
      .fill {
        fill: var(--pk-accent, #2454c5);
        opacity: 0.7;
      }
      .lines {
        stroke: var(--pk-line, #5c667a);
        stroke-width: 0.03;
      }
      .side {
        stroke: var(--pk-ink, #1d2433);
        stroke-width: 0.12;
        stroke-linecap: round;
      }
      .cross {
        stroke: var(--pk-ink, #1d2433);
        stroke-width: 0.05;
      }
    `,
  ];

  /** The title; "Demo · Practice 4×4" (the grid's size) when empty. */
  @property() heading = '';
  @property() slug = 'story-frame';
  @property() saves: 'on' | 'off' = 'off';
  /** Grid size in cells. */
  @property({ type: Number }) rows = 4;
  @property({ type: Number }) cols = 4;
  /** The puzzle's code, for the save key. */
  @property() code = 'demo';
  /** Marks to start from (the saved form). */
  @property({ attribute: false }) marks: DemoMarks = [];
  /** Zoom and pan (the kit's ZoomView) round the grid, its buttons in the toolbar. */
  @property({ type: Boolean }) zoomable = false;

  /** The contract the frame and the surface are given. */
  game = this.newGame();
  readonly surface = new GridSurface(this, { board: () => this.game });
  readonly zoom = new ZoomView(this);

  /** The grid element (the surface's). */
  get grid(): SVGSVGElement {
    return this.renderRoot.querySelector<SVGSVGElement>('[part~="grid"]')!;
  }

  private newGame(): DemoGame {
    return new DemoGame(this.rows, this.cols, this.code, () => this.requestUpdate());
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('rows') || changed.has('cols') || changed.has('code')) {
      this.game = this.newGame();
    }
    if (changed.has('marks') && this.marks.length) this.game.load(this.marks);
  }

  override render() {
    const g = this.game;
    return html`<pk-frame
      .heading=${this.heading || `Demo · Practice ${g.cols}×${g.rows}`}
      .slug=${this.slug}
      .saves=${this.saves}
      .board=${g}
      .viewTools=${this.zoomable ? this.zoom.tools(KIT_WORDS.in('en')) : []}
    >
      ${this.zoomable ? this.zoom.render(this.gridOf(g), g.cols, g.rows) : this.gridOf(g)}
      <pk-seg
        slot="tray"
        label="Tool"
        .options=${TOOLS}
        .value=${g.mode}
        @pk-change=${(e: CustomEvent<{ value: string }>) => {
          g.mode = e.detail.value as Aim;
          this.requestUpdate();
        }}
      ></pk-seg>
      <slot name="result" slot="result"></slot>
    </pk-frame>`;
  }

  private gridOf(g: DemoGame) {
    return html`<svg
      part="grid"
      class="pk-surface"
      role="application"
      tabindex="0"
      aria-label=${this.surface.label('Demo board')}
      viewBox="0 0 ${g.cols} ${g.rows}"
      ${this.surface.bind()}
    >
      ${this.drawing(g)} ${this.surface.renderCursor()}
    </svg>`;
  }

  protected override updated(): void {
    const cursor = this.surface.cursorBox();
    if (cursor && this.zoomable) this.zoom.reveal(cursor);
  }

  private drawing(g: DemoGame) {
    const { rows, cols } = g;
    const shown = [...g.shown];
    const of = (prefix: string) =>
      shown.filter((k) => k[0] === prefix).map((k) => Number(k.slice(1)));
    return svg`<rect width=${cols} height=${rows} fill="var(--pk-paper, #fff)"></rect>
      ${of('c').map(
        (c) =>
          svg`<rect class="fill" x=${c % cols} y=${Math.floor(c / cols)} width="1" height="1"></rect>`,
      )}
      <g class="lines">
        ${Array.from({ length: cols + 1 }, (_, i) => svg`<line x1=${i} y1="0" x2=${i} y2=${rows}></line>`)}
        ${Array.from({ length: rows + 1 }, (_, i) => svg`<line x1="0" y1=${i} x2=${cols} y2=${i}></line>`)}
      </g>
      ${of('s').map((s) => this.side(s))}
      ${shown.filter((k) => k[0] === 'x').map((k) => this.cross(k.slice(1)))}`;
  }

  private side(s: number) {
    const { row, col, vertical } = sidePlace(this.game, s);
    const [x1, y1, x2, y2] = vertical
      ? [col + 1, row, col + 1, row + 1]
      : [col, row + 1, col + 1, row + 1];
    return svg`<line class="side" x1=${x1} y1=${y1} x2=${x2} y2=${y2}></line>`;
  }

  private cross(key: string) {
    const n = Number(key.slice(1));
    let cx: number;
    let cy: number;
    if (key[0] === 'c') {
      cx = (n % this.game.cols) + 0.5;
      cy = Math.floor(n / this.game.cols) + 0.5;
    } else {
      const { row, col, vertical } = sidePlace(this.game, n);
      cx = vertical ? col + 1 : col + 0.5;
      cy = vertical ? row + 0.5 : row + 1;
    }
    const d = 0.12;
    return svg`<path class="cross"
      d="M${cx - d} ${cy - d}L${cx + d} ${cy + d}M${cx - d} ${cy + d}L${cx + d} ${cy - d}"></path>`;
  }
}

if (!customElements.get('pk-demo-board')) customElements.define('pk-demo-board', PkDemoBoard);

declare global {
  interface HTMLElementTagNameMap {
    'pk-demo-board': PkDemoBoard;
  }
}
