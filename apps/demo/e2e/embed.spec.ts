// A board framed by a page on another origin, as a site that can add no script of ours would
// frame it (an /embed/ page, the address oEmbed gives), and as WordPress frames an oEmbed
// (sandboxed, with its secret): it plays to solved in the frame, the host hears `ready`, the
// frame's height, `progress` and `solved` through `@galaxies/board/frame`, and sends `restart` and
// `theme`; messages from anywhere else are not heard; WordPress hears its `height`. The frame
// sets no cookie and asks nothing of the API, so it plays with third-party cookies blocked. Its
// grid is there without scripts, and axe finds nothing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { serveFiles, type Served } from '@galaxies/tooling/serve-files';
import { expectAxeClean } from './axe.js';

/** The board package's built host helper (dist/frame/), served beside the host's page. */
const FRAME_HELPER = join(
  dirname(createRequire(import.meta.url).resolve('@galaxies/board/package.json')),
  'dist',
  'frame',
);

const PUZZLE = '?size=10&level=easy&code=embedhost&engine=3';
const GIVEN = '?src=7x7%3Achvhvszkhtki';

/** The host's page: our frame with the helper, and WordPress's sandboxed frame with its secret. */
function hostPage(site: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>A host</title>
  <script>
    // As WordPress's wp-embed.js does: listen from the head, and say ready to the frame it
    // made once the frame has loaded.
    window.wordPress = [];
    addEventListener('message', (e) => { if (e.data && e.data.secret) window.wordPress.push(e.data); });
    addEventListener('DOMContentLoaded', () => {
      const wp = document.getElementById('wp');
      const ready = () => wp.contentWindow.postMessage({ message: 'ready', secret: 'abc123' }, '*');
      wp.addEventListener('load', ready);
      ready();
    });
  </script>
</head>
<body>
  <h1>A page on another site</h1>
  <iframe id="frame" src="${site}/embed/${PUZZLE}" title="Galaxies" style="width:420px;height:150px;border:0"></iframe>
  <iframe id="wp" class="wp-embedded-content" sandbox="allow-scripts" data-secret="abc123"
    src="${site}/embed/${GIVEN}#?secret=abc123" title="Galaxies in WordPress" style="width:380px;border:0"></iframe>
  <script type="module">
    import { connectFrame } from './frame/index.js';
    const frame = document.getElementById('frame');
    window.heard = [];
    for (const name of ['galaxies-frame-ready', 'galaxies-frame-resize', 'galaxies-frame-progress', 'galaxies-frame-solved']) {
      frame.addEventListener(name, (e) => window.heard.push({ name, detail: e.detail }));
    }
    window.connection = connectFrame(frame);
    window.connectFrame = connectFrame;
  </script>
</body></html>`;
}

type Heard = { name: string; detail: Record<string, unknown> }[];
const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard }).heard);
const names = async (page: Page) => (await heard(page)).map((h) => h.name);

/** Presses Hint on the board in `frame` until it is solved. */
async function solveInFrame(frame: Frame): Promise<void> {
  for (let press = 0; press < 300; press++) {
    const solved = await frame.evaluate(async () => {
      const board = document.querySelector('galaxies-board') as HTMLElement & {
        hint(): Promise<void>;
      };
      if (board.shadowRoot!.querySelector('pk-frame[solved]')) return true;
      await board.hint();
      return false;
    });
    if (solved) return;
  }
  throw new Error('Not solved after 300 hints.');
}

let folder: string;
let host: Served;

test.beforeAll(async ({ baseURL }) => {
  folder = mkdtempSync(join(tmpdir(), 'galaxies-host-'));
  writeFileSync(join(folder, 'index.html'), hostPage(baseURL!));
  // The helper's folder first: the server takes the first route a path falls under.
  host = await serveFiles({ '/frame/': FRAME_HELPER, '/': folder });
});

test.afterAll(async () => {
  await host.close();
  rmSync(folder, { recursive: true, force: true });
});

test('a page on another origin frames the board, hears it play to solved, and steers it', async ({
  page,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const cookies: string[] = [];
  const api: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().startsWith(baseURL!)) return;
    if (new URL(response.url()).pathname.startsWith('/api/')) api.push(response.url());
    const set = await response.headerValue('set-cookie');
    if (set) cookies.push(`${response.url()}: ${set}`);
  });
  await page.goto(`${host.url}/`);
  expect(new URL(host.url).origin).not.toBe(new URL(baseURL!).origin);

  // ready, once, for this frame's puzzle (not the sandboxed one's, a 7×7).
  await expect.poll(() => names(page)).toContain('galaxies-frame-ready');
  const ready = (await heard(page)).filter((h) => h.name === 'galaxies-frame-ready');
  expect(ready).toEqual([
    { name: 'galaxies-frame-ready', detail: { size: 10, level: 'easy', w: 10, h: 10 } },
  ]);
  // The frame's height, taken by the iframe.
  const sized = async () => {
    const resizes = (await heard(page)).filter((h) => h.name === 'galaxies-frame-resize');
    const last = resizes.at(-1)?.detail['height'] as number | undefined;
    const iframe = await page.locator('#frame').evaluate((el) => el.getBoundingClientRect().height);
    return last !== undefined && Math.abs(iframe - last) < 1 ? last : 0;
  };
  await expect.poll(sized).toBeGreaterThan(500);

  // Played to the end in the frame: progress as it goes, then solved with the board's detail.
  const frame = page.frame({ url: /\/embed\/\?size=10/ })!;
  await solveInFrame(frame);
  await expect.poll(() => names(page)).toContain('galaxies-frame-solved');
  const all = await heard(page);
  const solved = all.find((h) => h.name === 'galaxies-frame-solved')!.detail;
  expect(solved).toMatchObject({ code: 'embedhost', size: 10, level: 'easy', engine: 3 });
  expect(solved['answer']).toHaveLength(100);
  const progress = all.filter((h) => h.name === 'galaxies-frame-progress').map((h) => h.detail);
  expect(progress.length).toBeGreaterThan(2);
  expect(progress.at(-1)).toMatchObject({ percent: 100 });
  expect(progress.at(-1)!['galaxies']).toBe(progress.at(-1)!['of']);
  // The frame says the solve is not rated here, and where to play it.
  const line = frame.locator('galaxies-board > p[slot="result"]');
  await expect(line).toBeVisible();
  await expect(line).toContainText('Solved here, not rated.');
  await expect(line.getByRole('link', { name: 'Play it on Galaxies' })).toHaveAttribute(
    'href',
    `/endless/${PUZZLE}`,
  );

  // The host steers it: dark, then a fresh start.
  await page.evaluate(() =>
    (window as unknown as { connection: { theme(t: string): void } }).connection.theme('dark'),
  );
  await expect(frame.locator('galaxies-board')).toHaveAttribute('scheme', 'dark');
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.evaluate(() =>
    (window as unknown as { connection: { restart(): void } }).connection.restart(),
  );
  await expect
    .poll(() =>
      frame.evaluate(
        () =>
          (document.querySelector('galaxies-board') as unknown as { marks: { w: number[] } }).marks
            .w.length,
      ),
    )
    .toBe(0);

  // A host that connects late hears ready again (it says hello), once.
  const late = await page.evaluate(async () => {
    const w = window as unknown as { connectFrame(f: Element): unknown };
    const frame = document.getElementById('frame')!;
    const told: unknown[] = [];
    frame.addEventListener('galaxies-frame-ready', (e) => told.push((e as CustomEvent).detail));
    w.connectFrame(frame);
    await new Promise((done) => setTimeout(done, 1000));
    return told;
  });
  expect(late).toEqual([{ size: 10, level: 'easy', w: 10, h: 10 }]);

  // Not heard: a message of the protocol's shape from the page itself, or from the other frame.
  const before = (await heard(page)).length;
  await page.evaluate((detail) => {
    window.postMessage({ source: 'galaxies', version: 1, type: 'solved', detail }, '*');
  }, solved);
  await page.waitForTimeout(300);
  expect((await heard(page)).slice(before).map((h) => h.name)).not.toContain(
    'galaxies-frame-solved',
  );

  // WordPress's frame: sandboxed (no origin of its own), it plays, and tells its height.
  const sandboxed = page.frame({ url: /\/embed\/\?src=/ })!;
  await expect(sandboxed.locator('galaxies-board [part~="grid"]')).toBeVisible();
  await expect
    .poll(() => sandboxed.evaluate(() => !!customElements.get('galaxies-board')))
    .toBe(true);
  const told = () =>
    page.evaluate(() => (window as unknown as { wordPress: { value: number }[] }).wordPress);
  await expect.poll(async () => (await told()).at(-1)?.value ?? 0).toBeGreaterThan(400);
  expect((await told()).every((m) => Object.keys(m).sort().join() === 'message,secret,value')).toBe(
    true,
  );
  await solveInFrame(sandboxed);

  expect(cookies).toEqual([]);
  expect(api).toEqual([]);
  expect(errors).toEqual([]);
});

test('the embed page shows its grid without scripts', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/embed/${PUZZLE}`);
  await expect(page.locator('galaxies-board [part~="grid"]')).toBeVisible();
  expect(await page.locator('galaxies-board circle.dot').count()).toBeGreaterThan(5);
  await expect(page.locator('noscript')).toHaveCount(1);
  await context.close();
});

test('the embed page passes axe, light and dark, on a phone’s width', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 700 });
  for (const theme of ['light', 'dark']) {
    await page.goto(`/embed/${PUZZLE}&theme=${theme}`);
    await expect(page.locator('galaxies-board [part~="grid"]')).toBeVisible();
    await expectAxeClean(page);
  }
});
