// <pk-demo-board>: a tiny board for the stories only. Cells toggle, sides toggle, and a
// secondary press crosses either out. It plugs into the kit through the same PkBoard contract
// the Galaxies board uses, which shows the kit needs nothing puzzle-shaped.
import { css, html, LitElement, svg } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Aim, PkBoard, PkKit, Stroke, Target } from '../src/contract.js';
import type { Assist, AssistSwitches } from '../src/assists-store.js';
import { GridSurface } from '../src/grid-surface.js';
import { PkSeg } from '../src/seg.js';
import { sidePlace } from '../src/trace.js';
import '../src/define/pk-seg.js';

/** A mark's key: `c<cell>` / `s<side>` for a filled cell or drawn side, `x…` for a cross. */
type Key = string;
/** A move: the keys it switched, each with its new state. */
export interface DemoMove {
  changes: Array<{ key: Key; on: boolean }>;
}
/** The saved form: the keys that are on. */
export type DemoMarks = Key[];

const keyOf = (t: Target): Key => (t.kind === 'cell' ? `c${t.cell}` : `s${t.side}`);

export class PkDemoBoard extends LitElement implements PkBoard<DemoMove, DemoMarks> {
  static override styles = css`
    :host {
      display: block;
      max-width: 20rem;
    }
    svg {
      display: block;
      width: 100%;
      height: auto;
      outline: none;
    }
    svg:focus-visible {
      outline: 3px solid var(--pk-focus, #1a73e8);
      outline-offset: 3px;
    }
  `;

  /** Grid size in cells. */
  @property({ type: Number }) rows = 4;
  @property({ type: Number }) cols = 4;
  /** The puzzle's code, for the save key. */
  @property() code = 'demo';
  /** The marks that are on (also the saved form). */
  @state() private marks = new Set<Key>();
  @state() private mode: Aim = 'cell';

  readonly prompt = { title: 'Make your first mark', hint: 'Tap a cell, or switch to Sides.' };
  readonly assistList: readonly Assist[] = [
    { id: 'count', label: 'Count', description: 'Say how many cells are filled.' },
  ];
  readonly surface = new GridSurface(this, {
    grid: () => this.renderRoot.querySelector('[part="grid"]'),
    label: () => 'Demo board',
  });
  private kit: PkKit<DemoMove> | null = null;
  private switches: AssistSwitches = {};
  private seg: PkSeg | null = null;

  aim(): Aim {
    return this.mode;
  }

  attach(kit: PkKit<DemoMove>): void {
    this.kit = kit;
  }

  assistsChanged(switches: AssistSwitches): void {
    this.switches = switches;
  }

  tools(): HTMLElement {
    if (!this.seg) {
      const seg = new PkSeg();
      seg.label = 'Tool';
      seg.options = [
        { value: 'cell', label: 'Cells' },
        { value: 'side', label: 'Sides' },
      ];
      seg.value = this.mode;
      seg.addEventListener('change', (e) => (this.mode = e.detail.value as Aim));
      this.seg = seg;
    }
    return this.seg;
  }

  primary(target: Target): Stroke {
    const on = !this.marks.has(keyOf(target));
    const move: DemoMove = { changes: [] };
    const set = (t: Target) => {
      const key = keyOf(t);
      if (this.marks.has(key) === on || t.kind !== target.kind) return;
      move.changes.push({ key, on });
      this.apply({ changes: [{ key, on }] });
    };
    set(target);
    return {
      over: set,
      end: () => this.finish(move),
      cancel: () => this.apply(this.invert(move)),
    };
  }

  secondary(target: Target): void {
    const key = `x${keyOf(target)}`;
    const move = { changes: [{ key, on: !this.marks.has(key) }] };
    this.apply(move);
    this.finish(move);
  }

  apply(move: DemoMove): void {
    const next = new Set(this.marks);
    for (const { key, on } of move.changes) {
      if (on) next.add(key);
      else next.delete(key);
    }
    this.marks = next;
  }

  invert(move: DemoMove): DemoMove {
    return { changes: move.changes.map(({ key, on }) => ({ key, on: !on })).reverse() };
  }

  clearMove(): DemoMove | null {
    return this.marks.size ? { changes: [...this.marks].map((key) => ({ key, on: false })) } : null;
  }

  read(): DemoMarks {
    return [...this.marks];
  }

  load(marks: DemoMarks): void {
    this.marks = new Set(Array.isArray(marks) ? marks.filter((k) => typeof k === 'string') : []);
  }

  puzzleId() {
    return { size: `${this.cols}x${this.rows}`, difficulty: 'demo', code: this.code };
  }

  shareInfo() {
    return { game: 'Demo', mode: 'Practice', size: `${this.cols}×${this.rows}` };
  }

  /** Solved when the four corner cells are filled: a rule simple enough to try by hand. */
  private get isSolved(): boolean {
    const last = this.rows * this.cols - 1;
    return [0, this.cols - 1, last - this.cols + 1, last].every((c) => this.marks.has(`c${c}`));
  }

  private finish(move: DemoMove): void {
    if (!move.changes.length) return;
    this.kit?.history.push(move);
    const filled = [...this.marks].filter((k) => k.startsWith('c')).length;
    if (this.isSolved) this.kit?.solved({ filled });
    else if (this.switches['count']) this.kit?.say(`${filled} of ${this.rows * this.cols} filled.`);
  }

  override render() {
    const { rows, cols } = this;
    const cells = [...this.marks].filter((k) => k[0] === 'c').map((k) => Number(k.slice(1)));
    const sides = [...this.marks].filter((k) => k[0] === 's').map((k) => Number(k.slice(1)));
    const crosses = [...this.marks].filter((k) => k[0] === 'x').map((k) => k.slice(1));
    return html`<svg part="grid" viewBox="0 0 ${cols} ${rows}" width=${cols * 56}>
      <rect width=${cols} height=${rows} fill="var(--pk-paper, #fff)"></rect>
      ${cells.map(
        (c) =>
          svg`<rect x=${c % cols} y=${Math.floor(c / cols)} width="1" height="1"
            fill="var(--pk-accent, #2454c5)" opacity="0.7"></rect>`,
      )}
      <g stroke="var(--pk-line, #5c667a)" stroke-width="0.03">
        ${Array.from({ length: cols + 1 }, (_, i) => svg`<line x1=${i} y1="0" x2=${i} y2=${rows}></line>`)}
        ${Array.from({ length: rows + 1 }, (_, i) => svg`<line x1="0" y1=${i} x2=${cols} y2=${i}></line>`)}
      </g>
      ${sides.map((s) => this.side(s, 'var(--pk-ink, #1d2433)', 0.12))}
      ${crosses.map((k) => this.cross(k))} ${this.surface.renderCursor()}
    </svg>`;
  }

  private side(s: number, colour: string, width: number) {
    const { row, col, vertical } = sidePlace(this, s);
    const [x1, y1, x2, y2] = vertical
      ? [col + 1, row, col + 1, row + 1]
      : [col, row + 1, col + 1, row + 1];
    return svg`<line x1=${x1} y1=${y1} x2=${x2} y2=${y2} stroke=${colour}
      stroke-width=${width} stroke-linecap="round"></line>`;
  }

  private cross(key: string) {
    const n = Number(key.slice(1));
    let cx: number;
    let cy: number;
    if (key[0] === 'c') {
      cx = (n % this.cols) + 0.5;
      cy = Math.floor(n / this.cols) + 0.5;
    } else {
      const { row, col, vertical } = sidePlace(this, n);
      cx = vertical ? col + 1 : col + 0.5;
      cy = vertical ? row + 0.5 : row + 1;
    }
    const d = 0.12;
    return svg`<path d="M${cx - d} ${cy - d}L${cx + d} ${cy + d}M${cx - d} ${cy + d}L${cx + d} ${cy - d}"
      stroke="var(--pk-ink, #1d2433)" stroke-width="0.05"></path>`;
  }
}

if (!customElements.get('pk-demo-board')) customElements.define('pk-demo-board', PkDemoBoard);

declare global {
  interface HTMLElementTagNameMap {
    'pk-demo-board': PkDemoBoard;
  }
}
