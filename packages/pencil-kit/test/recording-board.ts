// A board for surface tests: a 5 × 4 grid of 50 px cells that records every call it gets.
import { html, LitElement, css } from 'lit';
import type { Aim, Stroke, Target } from '../src/contract.js';
import { GridSurface } from '../src/grid-surface.js';

export const CELL_PX = 50;

const name = (t: Target) => `${t.kind} ${t.kind === 'cell' ? t.cell : t.side}`;

export class RecordingBoard extends LitElement {
  static override styles = css`
    [part='grid'] {
      position: fixed;
      left: 20px;
      top: 20px;
      width: ${5 * CELL_PX}px;
      height: ${4 * CELL_PX}px;
      background: #eee;
    }
  `;
  rows = 4;
  cols = 5;
  mode: Aim = 'side';
  calls: string[] = [];
  readonly surface = new GridSurface(this, {
    grid: () => this.renderRoot.querySelector('[part="grid"]'),
  });

  aim(): Aim {
    return this.mode;
  }

  primary(target: Target): Stroke {
    this.calls.push(`primary ${name(target)}`);
    return {
      over: (t) => this.calls.push(`over ${name(t)}`),
      end: () => this.calls.push('end'),
      cancel: () => this.calls.push('cancel'),
    };
  }

  secondary(target: Target): void {
    this.calls.push(`secondary ${name(target)}`);
  }

  /** Client coordinates of a point given in cell units. */
  at(x: number, y: number) {
    const r = this.renderRoot.querySelector('[part="grid"]')!.getBoundingClientRect();
    return { x: r.left + x * CELL_PX, y: r.top + y * CELL_PX };
  }

  override render() {
    return html`<div part="grid"></div>`;
  }
}

if (!customElements.get('recording-board'))
  customElements.define('recording-board', RecordingBoard);
