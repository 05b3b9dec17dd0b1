// <galaxies-editor> in real Chromium: dots placed and removed by real mouse clicks and keys,
// and the verdict worked out in a real Web Worker, state by state.
import { toPuzzLink, type Dot } from '@galaxies/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { find, findAll, grid } from '../../test/harness.js';
import {
  editSaid,
  mountEditor,
  sizePickers,
  tapPoints,
  verdictIs,
  verdictOf,
} from '../../test/edit-harness.js';
import { SEVERAL, UNIQUE_MEDIUM } from './edit-samples.js';
import { VerdictChecker } from './verdict-checker.js';
import type { Verdict } from './verdict.js';

afterEach(() => document.body.replaceChildren());

const MEDIUM = UNIQUE_MEDIUM.dots;

describe('the editor places and removes dots', () => {
  it('opens on a blank grid of the asked size, not yet well formed', async () => {
    const el = await mountEditor({ cols: 6, rows: 4 });
    expect(grid(el).viewBox.baseVal.width).toBe(6);
    expect(grid(el).viewBox.baseVal.height).toBe(4);
    expect(grid(el).getAttribute('role')).toBe('application');
    const v = await verdictIs(el, 'malformed');
    expect(v.textContent).toContain('Not a puzzle yet');
    expect(v.textContent).toContain('It needs at least one dot');
    expect(v.getAttribute('aria-live')).toBe('polite');
  });

  it('on a centre, a side and a corner by mouse clicks, and off again', async () => {
    const el = await mountEditor({ cols: 4, rows: 4 });
    const edits: number[] = [];
    el.addEventListener('galaxies-edit', (e) => edits.push(e.detail.puzzle.dots.length));
    // Clicks a little off each point still land on it.
    await tapPoints(el, [
      [3, 3],
      [1, 6],
      [6, 6],
    ]);
    expect(el.edited!.dots).toEqual([
      [1, 6],
      [3, 3],
      [6, 6],
    ]);
    expect(findAll(el, 'circle.dot')).toHaveLength(3);
    await tapPoints(el, [[1, 6]]);
    expect(el.edited!.dots).toEqual([
      [3, 3],
      [6, 6],
    ]);
    expect(edits).toEqual([1, 2, 3, 2]);
  });

  it('by keyboard: arrows move half a cell, Shift a whole one, Enter toggles, Delete removes', async () => {
    const el = await mountEditor({ cols: 3, rows: 3 });
    grid(el).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(grid(el).getAttribute('aria-label')).toBe(
      'Puzzle editor, 3 by 3, 0 dots. Corner of rows 1 and 2, columns 1 and 2. No dot.',
    );
    await userEvent.keyboard('{Enter}');
    expect(el.edited!.dots).toEqual([[2, 2]]);
    expect(grid(el).getAttribute('aria-label')).toContain('1 dot. Corner');
    expect(editSaid(el)).toContain('Dot placed: corner of rows 1 and 2');
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowDown}{/Shift}{ }');
    expect(el.edited!.dots).toEqual([
      [2, 2],
      [4, 4],
    ]);
    await userEvent.keyboard('{Delete}');
    expect(el.edited!.dots).toEqual([[2, 2]]);
    await userEvent.keyboard('{Delete}'); // nothing there now: nothing changes
    expect(el.edited!.dots).toEqual([[2, 2]]);
  });

  it('resizes from the size picker, keeping the dots that fit', async () => {
    const dots: Dot[] = [
      [1, 1],
      [3, 3],
      [11, 11],
      [13, 1],
    ];
    const el = await mountEditor({ puzzle: { w: 7, h: 7, dots } });
    const width = sizePickers(el)[0]!;
    const offered = [...width.options].map((o) => Number(o.value));
    expect(offered).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    await userEvent.selectOptions(width, '5');
    await el.updateComplete;
    expect(el.edited).toEqual({ w: 5, h: 7, dots: [dots[0], dots[1], dots[3]] });
    expect(grid(el).viewBox.baseVal.width).toBe(5);
  });
});

describe('the verdict', () => {
  it('shows checking, then unique with its tier and the ladder’s steps', async () => {
    const el = await mountEditor({ cols: 5, rows: 5 });
    await tapPoints(el, MEDIUM.slice(0, -1));
    await expect.poll(() => verdictOf(el).dataset.verdict).not.toBe('checking');
    const verdicts: Verdict[] = [];
    el.addEventListener('galaxies-verdict', (e) => verdicts.push(e.detail.verdict));
    // Every state the region passes through, with whether it was busy then.
    const seen: string[] = [];
    const region = verdictOf(el);
    new MutationObserver(() => seen.push(`${region.dataset.verdict} ${region.ariaBusy}`)).observe(
      region,
      { attributes: true, attributeFilter: ['data-verdict'] },
    );
    await tapPoints(el, MEDIUM.slice(-1));
    const v = await verdictIs(el, 'unique');
    expect(seen).toEqual(['checking true', 'unique false']);
    expect(v.textContent).toContain('One answer · medium');
    expect(v.textContent).toMatch(/It takes \d+ steps? of that kind\./);
    expect(v.textContent).toContain('Found by: turn a cell round a dot');
    expect(verdicts.at(-1)).toMatchObject({ kind: 'unique', tier: 'medium' });
  });

  it('says when there is no solution, and why a puzzle is not well formed', async () => {
    const el = await mountEditor({ cols: 2, rows: 1 });
    await tapPoints(el, [[1, 1]]);
    expect((await verdictIs(el, 'none')).textContent).toContain('No answer');
    await tapPoints(el, [[1, 2]]);
    expect((await verdictIs(el, 'malformed')).textContent).toContain('Two dots are too close');
  });

  it('is readable by code: the verdict property and attribute, and where it was worked out', async () => {
    const el = document.createElement('galaxies-editor');
    expect(el.verdict).toBe('unchecked');
    el.cols = 5;
    el.rows = 5;
    const details: { checkedIn: string }[] = [];
    el.addEventListener('galaxies-verdict', (e) => details.push(e.detail));
    document.body.append(el);
    await el.ready;
    await expect.poll(() => el.getAttribute('verdict')).toBe('invalid'); // no dots yet
    const states: string[] = [];
    new MutationObserver(() => states.push(el.getAttribute('verdict')!)).observe(el, {
      attributeFilter: ['verdict'],
    });
    await tapPoints(el, MEDIUM);
    await expect.poll(() => el.verdict, { timeout: 5000 }).toBe('unique');
    expect(el.getAttribute('verdict')).toBe('unique');
    expect(states).toContain('checking');
    expect(details.at(-1)).toMatchObject({ checkedIn: 'worker' });
    expect(find(el, '[part~="verdict-where"]')).toBeNull();
  });

  it('shows two answers that differ, the differing cells outlined', async () => {
    const el = await mountEditor({ cols: 3, rows: 3 });
    await tapPoints(el, SEVERAL.dots);
    expect((await verdictIs(el, 'several')).textContent).toContain('Several answers');
    const pictures = findAll(el, '[part~="answers"] svg[role="img"]');
    expect(pictures).toHaveLength(2);
    expect(pictures[0]!.getAttribute('aria-label')).toMatch(/^First answer\. The 4 cells/);
    for (const picture of pictures) {
      expect(picture.querySelector('path.differ')!.getAttribute('d')).toMatch(/^M/);
    }
  });

  it('offers play, the puzz.link URL, the Tatham ID and a link once well formed', async () => {
    const el = await mountEditor({ cols: 2, rows: 2, playUrl: '/play/?src=' });
    const play = () => find<HTMLElement>(el, '[part~="play"]')!;
    expect(play().tagName).toBe('BUTTON');
    expect(play().hasAttribute('disabled')).toBe(true);
    await tapPoints(el, [[2, 2]]);
    await verdictIs(el, 'unique');
    const inputs = findAll<HTMLInputElement>(el, 'input').map((i) => i.value);
    expect(inputs[0]).toBe(toPuzzLink({ w: 2, h: 2, dots: [[2, 2]] }));
    expect(inputs[1]).toMatch(/^2x2:/);
    expect(inputs[2]).toBe(
      new URL(`/play/?src=${encodeURIComponent(inputs[0]!)}`, location.href).href,
    );
    expect(play().getAttribute('href')).toBe(inputs[2]);
    const asked: string[] = [];
    el.addEventListener('galaxies-play', (e) => {
      asked.push(e.detail.puzzLink);
      e.preventDefault(); // stay on the test page
    });
    play().click();
    expect(asked).toEqual([inputs[0]]);
  });
});

describe('the worker', () => {
  it('asks again when the editor is moved in the page mid-check', async () => {
    const el = await mountEditor({ cols: 5, rows: 5 });
    await tapPoints(el, MEDIUM);
    document.body.prepend(el); // disconnected and connected again: the check starts over
    expect((await verdictIs(el, 'unique')).textContent).toContain('One answer · medium');
  });

  it('cancels a check on the next one: only the newest puzzle is answered', async () => {
    let spawned = 0;
    let terminated = 0;
    const heard: Verdict[] = [];
    const checker = new VerdictChecker(
      (v) => heard.push(v),
      undefined,
      () => {
        spawned++;
        const worker = new Worker(new URL('../source/board-worker.ts', import.meta.url), {
          type: 'module',
        });
        const terminate = worker.terminate.bind(worker);
        worker.terminate = () => {
          terminated++;
          terminate();
        };
        return worker;
      },
    );
    checker.check(SEVERAL);
    expect(checker.checking).toBe(true);
    checker.check({ w: 2, h: 2, dots: [[2, 2]] });
    await expect.poll(() => heard.length, { timeout: 5000 }).toBe(1);
    expect(heard[0]).toMatchObject({ kind: 'unique', answer: [0, 0, 0, 0] });
    expect([spawned, terminated]).toEqual([2, 1]);
    expect(checker.checking).toBe(false);
    checker.stop();
  });

  it('works the verdict out on the page when no worker starts, says so and why', async () => {
    const heard: [Verdict, string][] = [];
    const reasons: string[] = [];
    const checker = new VerdictChecker(
      (v, checkedIn) => heard.push([v, checkedIn]),
      (reason) => reasons.push(reason),
      () => new Worker(new URL('./no-such-worker.js', import.meta.url), { type: 'module' }),
    );
    checker.check(SEVERAL);
    await expect.poll(() => heard.length, { timeout: 5000 }).toBe(1);
    expect(heard[0]).toMatchObject([{ kind: 'several' }, 'page']);
    expect(reasons[0]).toMatch(/did not load/);
    // And from then on without trying the worker again.
    checker.check({ w: 2, h: 2, dots: [[2, 2]] });
    expect(heard[1]).toMatchObject([{ kind: 'unique' }, 'page']);
    expect(reasons).toHaveLength(1);
  });
});
