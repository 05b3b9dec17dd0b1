// `pnpm bench`: how fast the board answers a pointer on 13×13, drawing walls and claiming cells,
// and how big the standalone bundle is. Chromium (Debian's, headless) loads the one-file build
// into a blank page; real mouse drags run along the grid lines, then across the cells with Claim
// in hand; performance marks time each pointermove.
// Plain JavaScript so Node runs it as it is, after `pnpm build`.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { fromTathamId, shape } from '@galaxies/engine';
import { launchOptions } from '@galaxies/tooling/chromium';

// The 13×13 of test/fixtures.ts (Tatham's "Unreasonable", 38 dots), read from that one copy.
const SAMPLE_13X13_ID = readFileSync('test/fixtures.ts', 'utf8').match(
  /SAMPLE_13X13 = sample\(\s*'([^']+)'/,
)[1];

const BUNDLE = 'dist/galaxies-board.js';
// The one-file build: the board the bench drives (a page given the script as text can't fetch
// the lazy build's parts from beside it), and the second row of the sizes table.
const SINGLE = 'dist/galaxies-board.single.js';
const LINES = 12; // every inner horizontal line, there and back
const STEPS = 80; // pointer samples per pass: several per cell, as a real drag gives

/**
 * In the page: time each pointermove to the board's update (work) and to the next frame, and
 * note whether the move drew something (`drawn`: what the grid draws of walls, or of claims).
 */
function instrument(drawn) {
  const board = document.querySelector('galaxies-board');
  const grid = board.shadowRoot.querySelector('[part~="grid"]');
  const out = { work: [], frame: [], drew: [] };
  window.__bench = out;
  // What the grid draws of the stroke's marks (a stroke in progress is drawn, not yet saved).
  const walls = () =>
    drawn === 'walls'
      ? board.shadowRoot.querySelector('path.wall').getAttribute('d')
      : (board.shadowRoot.querySelector('g.claims')?.innerHTML ?? '');
  // Capturing on the host runs before the surface's own listener on the grid, so the mark is
  // the moment the board starts handling the event. (The event's timeStamp would add the wait
  // for Chromium's frame-aligned input delivery, which is no work of the board's.)
  let before = 0;
  const start = () => {
    before = walls();
    performance.mark('gx-pointer');
  };
  // Bubbling back through the host runs after the surface has handled it and the board has
  // asked for its update; the update then runs as a microtask, before this promise settles.
  const end = () => {
    board.updateComplete.then(() => {
      grid.getBoundingClientRect(); // style and layout, as the frame will need them
      out.drew.push(walls() !== before);
      performance.mark('gx-updated');
      out.work.push(performance.measure('gx-work', 'gx-pointer', 'gx-updated').duration);
      requestAnimationFrame(() => {
        // A message posted from the frame callback runs once that frame is painted.
        const ch = new MessageChannel();
        ch.port1.onmessage = () => {
          performance.mark('gx-painted');
          out.frame.push(performance.measure('gx-frame', 'gx-pointer', 'gx-painted').duration);
        };
        ch.port2.postMessage(0);
      });
    });
  };
  board.addEventListener('pointermove', start, { capture: true });
  board.addEventListener('pointermove', end);
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { n: sorted.length, median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN };
}

const ms = (v) => v.toFixed(2);

/** Mouse drags from (a, y) to (b, y) and back, in cell units, for each y. */
async function drags(page, at, rows, from, to) {
  for (const y of rows) {
    for (const [a, b] of [
      [from(y), to],
      [to, from(y)],
    ]) {
      await page.mouse.move(...at(a, y));
      await page.mouse.down();
      await page.mouse.move(...at(b, y), { steps: STEPS });
      await page.mouse.up();
    }
  }
}

/** The samples of one pass: Lines along every inner line, or Claim across every row of cells. */
async function pointerBench(tool) {
  const browser = await chromium.launch(launchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 900, height: 1000 } });
    await page.setContent(
      `<!doctype html><body style="margin:0;padding:16px"><galaxies-board src="${SAMPLE_13X13_ID}" saves="off" style="width:640px"></galaxies-board></body>`,
    );
    await page.addScriptTag({ content: readFileSync(SINGLE, 'utf8'), type: 'module' });
    const grid = page.locator('galaxies-board [part~="grid"]');
    await grid.waitFor();
    const box = await grid.boundingBox();
    const at = (x, y) => [box.x + (x / 13) * box.width, box.y + (y / 13) * box.height];
    if (tool === 'lines') {
      await page.evaluate(instrument, 'walls');
      const lines = Array.from({ length: LINES }, (_, k) => k + 1);
      await drags(page, at, lines, () => 0.2, 12.8);
    } else {
      // Claim in hand (its code loaded), the middle dot picked; each row's drag starts on a cell
      // of no dot's, so it claims for the dot picked, each cell with its twin.
      await page.locator('galaxies-board').getByRole('radio', { name: 'Claim' }).click();
      await page.locator('galaxies-board [part~="claims"]').waitFor();
      const s = shape(fromTathamId(SAMPLE_13X13_ID));
      const dot = Math.floor(s.D / 2);
      const own = s.cores[dot][0];
      await page.mouse.click(...at((own % 13) + 0.5, Math.floor(own / 13) + 0.5));
      await page.evaluate(instrument, 'claims');
      const free = (row) => [...Array(13).keys()].find((c) => s.coreOf[row * 13 + c] === -1);
      const rows = [...Array(13).keys()].filter((row) => free(row) !== undefined);
      await drags(
        page,
        at,
        rows.map((row) => row + 0.5),
        (y) => free(y - 0.5) + 0.5,
        12.5,
      );
    }
    await page.waitForTimeout(200);
    const { work, frame, drew } = await page.evaluate(() => window.__bench);
    return {
      all: stats(work),
      drawing: stats(work.filter((_, i) => drew[i])),
      frame: stats(frame),
    };
  } finally {
    await browser.close();
  }
}

const sizes = [BUNDLE, SINGLE].map((file) => {
  const bytes = readFileSync(file);
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const r = await pointerBench('lines');
const c = await pointerBench('claim');
const cpu = cpus();
console.log(`# @galaxies/board bench, ${new Date().toISOString().slice(0, 10)}`);
console.log(`Node ${process.version}, ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}\n`);
console.log('| 13×13, pointermove → | samples | median ms | p95 ms | max ms |');
console.log('|---|---|---|---|---|');
console.log(
  `| board updated (every move) | ${r.all.n} | ${ms(r.all.median)} | ${ms(r.all.p95)} | ${ms(r.all.max)} |`,
);
console.log(
  `| board updated (moves that drew a wall) | ${r.drawing.n} | ${ms(r.drawing.median)} | ${ms(r.drawing.p95)} | ${ms(r.drawing.max)} |`,
);
console.log(
  `| frame painted (includes waiting for vsync) | ${r.frame.n} | ${ms(r.frame.median)} | ${ms(r.frame.p95)} | ${ms(r.frame.max)} |`,
);
console.log(
  `| Claim: board updated (every move) | ${c.all.n} | ${ms(c.all.median)} | ${ms(c.all.p95)} | ${ms(c.all.max)} |`,
);
console.log(
  `| Claim: board updated (moves that claimed) | ${c.drawing.n} | ${ms(c.drawing.median)} | ${ms(c.drawing.p95)} | ${ms(c.drawing.max)} |`,
);
console.log(
  `| Claim: frame painted (includes waiting for vsync) | ${c.frame.n} | ${ms(c.frame.median)} | ${ms(c.frame.p95)} | ${ms(c.frame.max)} |`,
);
console.log('\n| bundle | raw | gzip -9 |');
console.log('|---|---|---|');
for (const { file, raw, gzip } of sizes) {
  console.log(`| ${file} | ${(raw / 1000).toFixed(1)} kB | ${(gzip / 1000).toFixed(1)} kB |`);
}
