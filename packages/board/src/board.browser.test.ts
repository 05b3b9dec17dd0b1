import { afterEach, describe, expect, it } from 'vitest';
import './define/galaxies-board.js';
import type { GalaxiesBoard } from './board.js';
import { SAMPLE_7X7 } from './fixtures.js';

async function mount(width: number): Promise<GalaxiesBoard> {
  const el = document.createElement('galaxies-board');
  el.style.width = `${width}px`;
  el.puzzle = SAMPLE_7X7;
  document.body.append(el);
  await el.updateComplete;
  return el;
}

describe('<galaxies-board>', () => {
  afterEach(() => document.body.replaceChildren());

  it('draws the grid in a part whose box is exactly the cells', async () => {
    const el = await mount(350);
    const grid = el.shadowRoot!.querySelector('[part="grid"]')!;
    const box = grid.getBoundingClientRect();
    expect(box.width).toBeCloseTo(350, 0);
    expect(box.height).toBeCloseTo(350, 0);
  });

  it('draws one star for each dot, centred in half-cell units', async () => {
    const el = await mount(350);
    const circles = [...el.shadowRoot!.querySelectorAll('circle.dot')];
    expect(circles).toHaveLength(SAMPLE_7X7.dots.length);
    // The first dot [1, 2] sits on the side between cells (0, 0) and (0, 1): 50 px per cell.
    const first = circles[0]!.getBoundingClientRect();
    const grid = el.shadowRoot!.querySelector('[part="grid"]')!.getBoundingClientRect();
    expect(first.left + first.width / 2 - grid.left).toBeCloseTo(50, 0);
    expect(first.top + first.height / 2 - grid.top).toBeCloseTo(25, 0);
  });

  it('names the puzzle for screen readers', async () => {
    const el = await mount(350);
    const grid = el.shadowRoot!.querySelector('[part="grid"]')!;
    expect(grid.getAttribute('aria-label')).toBe('Galaxies puzzle, 7 by 7, 11 dots');
  });
});
