// Try in real Chromium, on the real grid: three walls drawn while trying are dashed in the trial
// colour beside an ordinary one, a cross and a painted cell are the trial's too; Keep makes them
// ordinary marks that one Undo takes away, Discard rubs them out as one step that Undo brings
// back, and the status line says each.
import { shape, Side } from '@galaxies/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_7X7 } from '../test/fixtures.js';
import {
  button,
  drag,
  find,
  mount,
  pickTool,
  press,
  settle,
  sidePoint,
  statusOf,
} from '../test/harness.js';
import type { GalaxiesBoard } from './board.js';
import { sidesPath } from './view/grid-geometry.js';

const puzzle = SAMPLE_7X7.puzzle;
const kinds = shape(puzzle).sideKind;
// Open sides along the line under row 4: cells 21–26's lower sides (see board-game.test.ts).
const [first, ...three] = [0, 1, 2, 3].map((c) => 2 * (21 + c) + 1) as [number, ...number[]];

beforeEach(() => localStorage.clear());
afterEach(() => document.body.replaceChildren());

const pressed = (el: GalaxiesBoard) => button(el, 'Try')!.getAttribute('aria-pressed');
const trialWalls = (el: GalaxiesBoard) => find(el, 'path.wall.trial')!;

/** A wall drawn, then Try, then three walls by mouse, each its own move; what Try said. */
async function tryThree(el: GalaxiesBoard): Promise<string> {
  await drag(el, [sidePoint(7, first)]);
  await press(el, 'Try');
  const said = statusOf(el);
  for (const side of three) await drag(el, [sidePoint(7, side)]);
  await settle(el);
  return said;
}

describe('Try', () => {
  it('draws three walls as a trial, dashed in its own colour; Keep makes them one undo step', async () => {
    expect([first, ...three].every((s) => kinds[s] === Side.open)).toBe(true);
    const el = await mount({ puzzle });
    expect(pressed(el)).toBe('false');
    expect(button(el, 'Keep')).toBeUndefined();
    expect(await tryThree(el)).toMatch(/^Trying: new marks are a trial/);
    expect(pressed(el)).toBe('true');
    expect(el.marks!.w).toEqual([first, ...three]);
    const trial = trialWalls(el);
    const plain = find(el, 'path.wall:not(.trial)')!;
    expect(trial.getAttribute('d')).toBe(sidesPath(7, three));
    expect(plain.getAttribute('d')).toBe(sidesPath(7, [first]));
    const [t, p] = [getComputedStyle(trial), getComputedStyle(plain)];
    expect(t.strokeDasharray).not.toBe('none');
    expect(p.strokeDasharray).toBe('none');
    expect(t.stroke).not.toBe(p.stroke);

    await press(el, 'Keep');
    expect(statusOf(el)).toMatch(/^Trial kept/);
    expect([pressed(el), button(el, 'Keep'), trialWalls(el).getAttribute('d')]).toEqual([
      'false',
      undefined,
      '',
    ]);
    await press(el, 'Undo');
    expect(el.marks!.w).toEqual([first]);
  });

  it('Discard rubs out the trial’s walls, cross and paint as one step; Undo brings them back', async () => {
    const el = await mount({ puzzle });
    await tryThree(el);
    await drag(el, [sidePoint(7, 2 * 30 + 1)], 'right'); // a cross under row 5
    await pickTool(el, 'Paint');
    await drag(el, [[0.5, 0.5]]);
    const cross = find(el, 'path.cross.trial')!;
    expect(cross.getAttribute('d')).toMatch(/^M/);
    expect(getComputedStyle(cross).strokeDasharray).not.toBe('none');
    expect(find(el, 'path.trial-paint')!.getAttribute('d')).toMatch(/^M0 0h1v1h-1z$/);
    const tried = el.marks;

    await press(el, 'Discard');
    expect(statusOf(el)).toMatch(/^Trial discarded/);
    expect(el.marks).toEqual({ w: [first], x: [] });
    expect(pressed(el)).toBe('false');
    await press(el, 'Undo');
    expect(el.marks).toEqual(tried);
  });
});
