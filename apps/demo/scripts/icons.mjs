// Draws the web app's PNG icons from their SVGs (public/icons/), at the sizes installers ask
// for, in Chromium: `node scripts/icons.mjs` after changing an SVG. The PNGs are committed.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { launchOptions } from '@galaxies/tooling/chromium';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const ICONS = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon.svg', 'apple-touch-icon.png', 180],
  ['maskable.svg', 'maskable-512.png', 512],
  // The tab's icon: a PNG, which a browser decodes off the page's main thread (an SVG icon is
  // a small document of its own, built on it: some 50 ms of a phone's start-up, slowed 4×).
  ['favicon.svg', 'favicon-48.png', 48],
];

const browser = await chromium.launch(launchOptions());
const page = await browser.newPage();
for (const [svg, png, size] of ICONS) {
  await page.setViewportSize({ width: size, height: size });
  const source = readFileSync(join(dir, svg), 'utf8').replace(
    '<svg ',
    `<svg width="${size}" height="${size}" `,
  );
  await page.setContent(`<body style="margin:0">${source}</body>`);
  await page.locator('svg').screenshot({ path: join(dir, png), omitBackground: true });
}
await browser.close();
