// `pnpm bench`: how fast the board answers a pointer on 13×13, and how big the standalone
// bundle is. Chromium (Debian's, headless) loads dist/galaxies-board.js into a blank page; real
// mouse drags run along the grid lines; performance marks time each pointermove.
// Plain JavaScript so Node runs it as it is, after `pnpm build`.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
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

/** In the page: time each pointermove to the board's update (work) and to the next frame. */
function instrument() {
  const board = document.querySelector('galaxies-board');
  const grid = board.shadowRoot.querySelector('[part~="grid"]');
  const out = { work: [], frame: [], drew: [] };
  window.__bench = out;
  // What the grid draws of the walls (a stroke in progress is drawn, not yet saved).
  const walls = () => board.shadowRoot.querySelector('path.wall').getAttribute('d');
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

async function pointerBench() {
  const browser = await chromium.launch(launchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 900, height: 1000 } });
    await page.setContent(
      `<!doctype html><body style="margin:0;padding:16px"><galaxies-board src="${SAMPLE_13X13_ID}" saves="off" style="width:640px"></galaxies-board></body>`,
    );
    await page.addScriptTag({ content: readFileSync(SINGLE, 'utf8'), type: 'module' });
    const grid = page.locator('galaxies-board [part~="grid"]');
    await grid.waitFor();
    await page.evaluate(instrument);
    const box = await grid.boundingBox();
    const at = (x, y) => [box.x + (x / 13) * box.width, box.y + (y / 13) * box.height];
    for (let j = 1; j <= LINES; j++) {
      for (const [a, b] of [
        [0.2, 12.8],
        [12.8, 0.2],
      ]) {
        await page.mouse.move(...at(a, j));
        await page.mouse.down();
        await page.mouse.move(...at(b, j), { steps: STEPS });
        await page.mouse.up();
      }
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
const r = await pointerBench();
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
console.log('\n| bundle | raw | gzip -9 |');
console.log('|---|---|---|');
for (const { file, raw, gzip } of sizes) {
  console.log(`| ${file} | ${(raw / 1000).toFixed(1)} kB | ${(gzip / 1000).toFixed(1)} kB |`);
}
