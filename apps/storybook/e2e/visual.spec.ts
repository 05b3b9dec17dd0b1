// The visual check: the key board stories as screenshots, compared with the committed baselines
// in e2e/baselines/ (1% of pixels may differ). After an intended change, refresh them with
// `pnpm --filter @galaxies/storybook visual:update` and review the new images in the diff.
import { expect, test, type Page } from 'playwright/test';
import { openStory, switchStory, type Look } from './story.js';

interface Shot {
  name: string;
  id: string;
  look?: Look;
  width?: number;
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
  { name: 'board-zoomed-phone', id: 'board-zoom-and-pan--big-zoomed-in', width: 390 },
  { name: 'board-site-theme', id: 'board-site-theme--light' },
  { name: 'board-site-theme-dark', id: 'board-site-theme--dark' },
  { name: 'kit-frame-in-progress', id: 'pencil-kit-frame--in-progress' },
  { name: 'kit-frame-narrow', id: 'pencil-kit-frame--narrow' },
  { name: 'kit-frame-solved', id: 'pencil-kit-frame--solved' },
];

// One preview frame for every shot, each story shown in it in turn (as the sidebar does): one
// load of the preview's code instead of eighteen.
test.describe.configure({ mode: 'serial' });
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
    const subject = page.locator('galaxies-board, pk-frame').first();
    await expect(subject).toBeVisible();
    // The timer runs once a move is made, so its digits differ from run to run.
    await expect(subject).toHaveScreenshot(`${shot.name}.png`, {
      mask: [subject.locator('[part="timer"]')],
    });
  });
}
