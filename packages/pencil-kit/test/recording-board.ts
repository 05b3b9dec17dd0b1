// A board for surface tests: a 5 × 4 grid of 50 px cells whose contract records every call, and
// a real mouse drag over it.
import { html, LitElement, css } from 'lit';
import { property } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { commands } from 'vitest/browser';
import type { Aim, Stroke, SurfaceBoard, Target } from '../src/contract.js';
import { GridSurface, surfaceStyles } from '../src/grid-surface.js';

export const CELL_PX = 50;

const name = (t: Target) =>
  `${t.kind} ${t.kind === 'cell' ? t.cell : t.kind === 'side' ? t.side : `${t.y},${t.x}`}`;

export class RecordingBoard extends LitElement {
  static override styles = [
    surfaceStyles,
    css`
      [part='grid'] {
        position: fixed;
        left: 20px;
        top: 20px;
        width: ${5 * CELL_PX}px;
        height: ${4 * CELL_PX}px;
        background: #eee;
      }
    `,
  ];
  mode: Aim = 'side';
  /** Bump to render a new grid element in place of the old. */
  @property({ type: Number }) generation = 0;
  calls: string[] = [];
  /** Set to record hovering too. */
  hovers = false;
  readonly board: SurfaceBoard = {
    rows: 4,
    cols: 5,
    aim: () => this.mode,
    primary: (target: Target): Stroke => {
      this.calls.push(`primary ${name(target)}`);
      return {
        over: (t) => this.calls.push(`over ${name(t)}`),
        end: () => this.calls.push('end'),
        cancel: () => this.calls.push('cancel'),
      };
    },
    secondary: (target: Target) => this.calls.push(`secondary ${name(target)}`),
    hover: (target) => {
      if (this.hovers) this.calls.push(`hover ${target ? name(target) : 'none'}`);
    },
  };
  readonly surface = new GridSurface(this, { board: () => this.board });

  /** Client coordinates of a point given in cell units. */
  at(x: number, y: number) {
    const r = this.grid().getBoundingClientRect();
    return { x: r.left + x * CELL_PX, y: r.top + y * CELL_PX };
  }

  /** A real mouse drag through points in cell units: press at the first, jump to each next. */
  drag(points: Array<[number, number]>, button: 'left' | 'right' = 'left') {
    const [first, ...rest] = points.map(([x, y]) => this.at(x, y));
    return commands.mouseScript([
      { type: 'move', ...first! },
      { type: 'down', button },
      ...rest.map((p) => ({ type: 'move' as const, ...p })),
      { type: 'up', button },
    ]);
  }

  grid(): HTMLElement {
    return this.renderRoot.querySelector<HTMLElement>('[part="grid"]')!;
  }

  override render(): unknown {
    return keyed(
      this.generation,
      html`<div
        part="grid"
        class="pk-surface"
        role="application"
        tabindex="0"
        aria-label=${this.surface.label('Puzzle grid')}
        ${this.surface.bind()}
      ></div>`,
    );
  }
}

if (!customElements.get('recording-board'))
  customElements.define('recording-board', RecordingBoard);
