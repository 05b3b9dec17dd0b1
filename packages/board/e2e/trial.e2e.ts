// Try on a phone, end to end: the standalone bundle on a 390 × 844 touch screen, a finger's taps
// sent through CDP. Three walls tapped while trying, then Discard: the marks are as before.
// Three walls tapped while trying, then Keep: one Undo takes all three away.
import type { CDPSession, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { button, mapper, marksOf, phones, sideSpot, tap } from './touch.js';

const open = phones();

// The embed page's 7 × 7: the line under row 4 is open from column 1 to 7.
const W = 7;
const first = 2 * (3 * W + 0) + 1;
const three = [1, 2, 3].map((c) => 2 * (3 * W + c) + 1);

/** The embed page on a phone, one wall drawn by a finger before the trial. */
async function withOneWall(): Promise<{ page: Page; cdp: CDPSession; before: string }> {
  const { page, cdp } = await open('/examples/embed.html');
  await tapSide(page, cdp, first);
  const before = await marksOf(page);
  expect(JSON.parse(before).w).toEqual([first]);
  return { page, cdp, before };
}

async function tapSide(page: Page, cdp: CDPSession, side: number) {
  const at = await mapper(page, W, W);
  await tap(cdp, at(sideSpot(W, side)));
}

/** Try, then three walls, each its own tap. */
async function tryThree(page: Page, cdp: CDPSession) {
  await button(page, 'Try').tap();
  expect(await button(page, 'Try').getAttribute('aria-pressed')).toBe('true');
  for (const side of three) await tapSide(page, cdp, side);
  expect(JSON.parse(await marksOf(page)).w).toEqual([first, ...three]);
}

describe('Try on a 390 × 844 touch screen', () => {
  it('tries three walls, then Discard: the marks are as they were', async () => {
    const { page, cdp, before } = await withOneWall();
    await tryThree(page, cdp);
    await button(page, 'Discard').tap();
    expect(await marksOf(page)).toBe(before);
    expect(await button(page, 'Try').getAttribute('aria-pressed')).toBe('false');
    await page.context().close();
  });

  it('tries three walls, then Keep: one Undo takes all three away', async () => {
    const { page, cdp, before } = await withOneWall();
    await tryThree(page, cdp);
    await button(page, 'Keep').tap();
    expect(JSON.parse(await marksOf(page)).w).toEqual([first, ...three]);
    await button(page, 'Undo').tap();
    expect(await marksOf(page)).toBe(before);
    await page.context().close();
  });
});
