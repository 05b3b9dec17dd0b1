// How to play on a board in real Chromium: the button, the modal window (focus inside, Escape,
// focus back), the first visit opening it once with the clock waiting, "?" at the keys, the
// tutorial solved with real taps (walls, then claims) while the page hears nothing, and a side that refuses a wall.
import { answerWalls, shape, Side } from '@galaxies/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { SAMPLE_7X7 } from '../../test/fixtures.js';
import { drag, find, grid, mount, settle, sidePoint, statusOf } from '../../test/harness.js';
import {
  clockRuns,
  deepFocus,
  dialogOf,
  howToButton,
  tapTutorialCells,
  tapTutorialSides,
  tutorialIn,
  tutorialSays,
  windowIs,
} from '../../test/how-to-harness.js';
import { SEEN_KEY } from './how-to-opener.js';
import { TUTORIAL, TUTORIAL_ANSWER } from './tutorial-puzzle.js';

const puzzle = SAMPLE_7X7.puzzle;
const tutorialWalls = answerWalls(TUTORIAL, TUTORIAL_ANSWER).filter(
  (id) => shape(TUTORIAL).sideKind[id] === Side.open,
);

beforeEach(() => localStorage.clear());
afterEach(() => document.body.replaceChildren());

describe('How to play', () => {
  it('opens from its button as a modal window; Escape closes it and focus comes back', async () => {
    const el = await mount({ puzzle });
    const button = howToButton(el)!;
    expect(button.textContent!.trim()).toBe('How to play');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await windowIs(el, true);
    expect(dialogOf(el)!.matches(':modal')).toBe(true);
    expect(deepFocus()?.textContent?.trim()).toBe('Close'); // inside the window
    expect(tutorialIn(el)).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await windowIs(el, false);
    expect(deepFocus()).toBe(button);
  });

  it('opens by itself once for a first-time player, the clock waiting until it closes', async () => {
    const first = await mount({ puzzle, saves: 'on', howTo: 'auto' });
    await windowIs(first, true);
    expect(localStorage.getItem(SEEN_KEY)).toBe('seen');
    expect(clockRuns(first)).toBe(false);
    await userEvent.keyboard('{Escape}');
    await windowIs(first, false);
    expect(clockRuns(first)).toBe(true);
    first.remove();
    const again = await mount({ puzzle, saves: 'on', howTo: 'auto' });
    await new Promise((done) => setTimeout(done, 300));
    expect(dialogOf(again)?.open ?? false).toBe(false);
    expect(clockRuns(again)).toBe(true);
  });

  it('stays shut for off, and has no button for none', async () => {
    const off = await mount({ puzzle, saves: 'on', howTo: 'off' });
    await new Promise((done) => setTimeout(done, 300));
    expect(dialogOf(off)).toBeNull();
    expect(howToButton(off)).not.toBeNull();
    const none = await mount({ puzzle, howTo: 'none' });
    expect(howToButton(none)).toBeNull();
  });

  it('opens at the keys with "?" on the grid, and gives focus back to the grid', async () => {
    const el = await mount({ puzzle });
    grid(el).focus();
    await userEvent.keyboard('?');
    await windowIs(el, true);
    await expect.poll(() => deepFocus()?.textContent).toBe('Keys');
    await userEvent.keyboard('{Escape}');
    await windowIs(el, false);
    expect(deepFocus()).toBe(grid(el));
  });
});

describe('the tutorial', () => {
  it('is solved with real taps, step by step, and the page hears nothing of it', async () => {
    const el = await mount({ puzzle });
    const heard: string[] = [];
    const types = ['galaxies-move', 'galaxies-progress', 'galaxies-solved', 'galaxies-error'];
    for (const type of [...types, 'pk-solved']) {
      document.addEventListener(type, () => heard.push(type));
    }
    howToButton(el)!.click();
    await windowIs(el, true);
    const t = tutorialIn(el)!;
    expect(tutorialSays(t)).toMatch(/^This dot sits where four cells meet/);
    const before = Object.keys(localStorage).sort();
    await tapTutorialSides(t, [2, 11]);
    expect(tutorialSays(t)).toMatch(/^A dot on the line between two cells/);
    await tapTutorialSides(t, [5]); // under row 1, column 3: inside the S galaxy
    expect(tutorialSays(t)).toBe('That wall cuts through a galaxy: tap it again to rub it out.');
    await tapTutorialSides(t, [5]);
    // Every wall but the one between the last two galaxies (side 24): they are claimed.
    await tapTutorialSides(
      t,
      tutorialWalls.filter((id) => id !== 2 && id !== 11 && id !== 24),
    );
    expect(tutorialSays(t)).toMatch(/^The last region holds two dots. This time, claim its cells/);
    // The dot between cells 8 and 12 (both claimed), the dot in cell 14, then cell 13 (and 15).
    await vi.waitUntil(() => t.shadowRoot!.querySelector('svg[part~="grid"]'));
    await tapTutorialCells(t, [8]);
    await vi.waitUntil(() => t.shadowRoot!.querySelector('.claims'));
    await tapTutorialCells(t, [14, 13]);
    expect(tutorialSays(t)).toMatch(/^Solved!/);
    expect(t.shadowRoot!.querySelector('.tints.wash')).not.toBeNull();
    expect(heard).toEqual([]);
    expect(Object.keys(localStorage).sort()).toEqual(before);
    // Closed again, the page's own board still has the page's undo keys.
    await userEvent.keyboard('{Escape}');
    await windowIs(el, false);
    await drag(el, [
      sidePoint(
        7,
        answerWalls(puzzle, SAMPLE_7X7.answer).find(
          (s) => shape(puzzle).sideKind[s] === Side.open,
        )!,
      ),
    ]);
    expect(el.marks!.w).toHaveLength(1);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Control>}z{/Control}');
    await settle(el);
    expect(el.marks!.w).toEqual([]);
  });
});

describe('a side that takes no wall', () => {
  it('says why in the status line and shows the side for a moment', async () => {
    const el = await mount({ puzzle });
    const kinds = shape(puzzle).sideKind;
    const through = [...kinds.keys()].find((s) => kinds[s] === Side.through)!;
    await drag(el, [sidePoint(7, through)]);
    await settle(el);
    expect(statusOf(el)).toMatch(/^No wall can go on that line: it runs through a dot/);
    expect(find(el, 'path.refused')).not.toBeNull();
    await expect.poll(() => find(el, 'path.refused'), { timeout: 3000 }).toBeNull();
  });
});
