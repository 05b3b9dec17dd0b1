// The visual check: the key board stories as screenshots, in English and Japanese, compared with
// the committed baselines in e2e/baselines/ (1% of pixels may differ). Text is drawn with the
// project's own fonts (tooling/fonts.mjs), so the shots are the same on any Linux. Every shot
// runs even when one fails, and a failure says where its images are and how to refresh them.
import { REFRESH } from '@galaxies/tooling/visual';
import { expect, test, type Page } from 'playwright/test';
import { openStory, switchStory, type Look } from './story.js';

interface Shot {
  name: string;
  id: string;
  look?: Look;
  width?: number;
  /** The whole view, not the board alone: for a window (How to play) over the story. */
  whole?: boolean;
}

const SHOTS: Shot[] = [
  { name: 'board-fresh-7x7', id: 'board-galaxies-board--fresh-7-x-7' },
  { name: 'board-mid-solve', id: 'board-galaxies-board--mid-solve' },
  { name: 'board-solved', id: 'board-galaxies-board--solved' },
  { name: 'board-dark-attribute', id: 'board-galaxies-board--dark-scheme' },
  { name: 'board-dark-switch', id: 'board-galaxies-board--mid-solve', look: { scheme: 'dark' } },
  { name: 'board-phone', id: 'board-galaxies-board--fresh-7-x-7', width: 390 },
  { name: 'board-paint-mode', id: 'board-galaxies-board--paint-mode' },
  { name: 'board-result', id: 'board-galaxies-board--solved-with-host-lines' },
  { name: 'board-result-dark', id: 'board-galaxies-board--solved-with-host-lines-dark' },
  { name: 'board-result-phone', id: 'board-galaxies-board--solved-with-host-lines', width: 390 },
  { name: 'board-helpers-open', id: 'board-galaxies-board--helpers-open' },
  { name: 'board-narrow', id: 'board-galaxies-board--narrow-layout' },
  { name: 'board-wide-dark', id: 'board-galaxies-board--wide-layout-dark' },
  { name: 'board-trying', id: 'board-galaxies-board--trying' },
  { name: 'board-claim-mode', id: 'board-galaxies-board--claim-mode' },
  { name: 'board-claim-flags', id: 'board-galaxies-board--claim-flags' },
  { name: 'board-solved-by-claims', id: 'board-galaxies-board--solved-by-claims' },
  { name: 'board-zoomed-phone', id: 'board-zoom-and-pan--big-zoomed-in', width: 390 },
  { name: 'board-site-theme', id: 'board-site-theme--light' },
  { name: 'board-site-theme-dark', id: 'board-site-theme--dark' },
  { name: 'kit-frame-in-progress', id: 'pencil-kit-frame--in-progress' },
  { name: 'kit-frame-narrow', id: 'pencil-kit-frame--narrow' },
  { name: 'kit-frame-solved', id: 'pencil-kit-frame--solved' },
  // Japanese, with the project's Japanese font: a label that overflows or wraps badly shows.
  { name: 'board-ja-mid-solve', id: 'board-in-japanese--mid-solve' },
  { name: 'board-ja-phone', id: 'board-in-japanese--mid-solve', width: 390 },
  { name: 'board-ja-result', id: 'board-in-japanese--solved' },
  { name: 'board-ja-claim-phone', id: 'board-in-japanese--claim-mode', width: 390 },
  { name: 'how-to-tutorial-claim', id: 'board-how-to-play--tutorial-claim-step', whole: true },
  { name: 'board-ja-how-to', id: 'board-in-japanese--how-to-open', whole: true },
  { name: 'board-ja-how-to-phone', id: 'board-in-japanese--how-to-open', width: 390, whole: true },
];

// One preview frame for every shot, each story shown in it in turn (as the sidebar does): one
// load of the preview's code instead of one a shot. Not serial: a failing shot does not stop
// the rest (Playwright opens a fresh frame for the shots after it).
let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ colorScheme: 'light' });
  await openStory(page, SHOTS[0]!.id);
});
test.afterAll(() => page.close());

for (const shot of SHOTS) {
  test(`looks as before: ${shot.name}`, async () => {
    await page.setViewportSize({ width: shot.width ?? 1280, height: 1000 });
    await switchStory(page, shot.id, shot.look);
    const board = page.locator('galaxies-board, pk-frame, galaxies-how-to').first();
    await expect(board).toBeVisible();
    const subject = shot.whole ? page : board;
    // The timer runs once a move is made, so its digits differ from run to run; a window over
    // the board holds it (and the mask would cover the window).
    await expect(subject, REFRESH).toHaveScreenshot(`${shot.name}.png`, {
      mask: shot.whole ? [] : [board.locator('[part="timer"]')],
    });
  });
}
