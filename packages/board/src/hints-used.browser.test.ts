// Hints used, in real Chromium: counted once per new hint, shown beside Hint in words, kept
// through a reload, put on the share line and sent with the solve.
import { answerWalls, shape, Side } from '@galaxies/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_7X7 } from '../test/fixtures.js';
import { find, frameOf, mount, press, settle } from '../test/harness.js';
import type { GalaxiesBoard } from './board.js';

const puzzle = SAMPLE_7X7.puzzle;
const kinds = shape(puzzle).sideKind;
const solution = answerWalls(puzzle, SAMPLE_7X7.answer).filter((s) => kinds[s] === Side.open);

beforeEach(() => localStorage.clear());
afterEach(() => document.body.replaceChildren());

const used = (el: GalaxiesBoard) => find(el, '[part~="hints-used"]')?.textContent?.trim() ?? null;

const pressHint = (el: GalaxiesBoard) => press(el, 'Hint');

describe('hints used', () => {
  it('counts each hint that shows something new, once, and says so beside Hint', async () => {
    const el = await mount({ puzzle });
    expect(used(el)).toBeNull();
    await pressHint(el); // shows a hint
    expect(used(el)).toBe('1 hint used');
    const button = find(el, 'button[part~="hint"]')!;
    expect(button.getAttribute('aria-describedby')).toBe('hints-used');
    await pressHint(el); // draws it: nothing new shown
    expect(used(el)).toBe('1 hint used');
    await pressHint(el); // the next deduction
    expect(used(el)).toBe('2 hints used');
    expect(el.marks).toMatchObject({ h: 2 });
  });

  it('counts a wrong wall once, however often Hint names it', async () => {
    const { answer } = SAMPLE_7X7;
    // A side inside a galaxy of the answer: a wall there is in no answer.
    const wrong = [...kinds.keys()].find(
      (s) =>
        kinds[s] === Side.open && answer[s >> 1] === answer[s % 2 ? (s >> 1) + 7 : (s >> 1) + 1],
    )!;
    const el = await mount({ puzzle });
    el.marks = { w: [wrong], x: [] };
    await settle(el);
    await pressHint(el);
    expect(find(el, '.hinted.mistake')).not.toBeNull();
    await pressHint(el);
    expect(used(el)).toBe('1 hint used');
  });

  it('keeps the count through a reload', async () => {
    const first = await mount({ puzzle, saves: 'on' });
    await pressHint(first);
    first.remove();
    const again = await mount({ puzzle, saves: 'on' });
    expect(used(again)).toBe('1 hint used');
  });

  it('puts the count on the share line and in galaxies-solved', async () => {
    const el = await mount({ puzzle });
    el.marks = { w: solution.slice(1), x: [] };
    await settle(el);
    const solved: CustomEvent[] = [];
    el.addEventListener('galaxies-solved', (e) => solved.push(e));
    await pressHint(el); // the one wall left
    await pressHint(el); // drawn: solved
    expect(solved).toHaveLength(1);
    expect(solved[0]!.detail.hints).toBe(1);
    let text = '';
    await frameOf(el).session!.share({
      clipboard: { writeText: async (t: string) => void (text = t) },
    });
    expect(text).toMatch(/^Solved in \d+:\d\d with 1 hint$/m);
    // Restart after a solve is a fresh game: no hints used yet.
    el.restart();
    await settle(el);
    expect(used(el)).toBeNull();
  });
});
