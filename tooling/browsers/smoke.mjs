#!/usr/bin/env node
// The smoke suite in the browsers beyond Chromium: Debian's Firefox ESR (puppeteer-core over
// WebDriver BiDi) and WebKitGTK (MiniBrowser through WebKitWebDriver, on Xvfb), one at a time.
// Each starts, draws with the project's fonts, and plays `<galaxies-board>` to the solved event
// four ways: the folder build, the one file served alone (a 13×13 from its worker), the site's
// /embed/ page (also framed by a page on another origin, which it tells its height), and the
// site's Today (the referee answering); and each joins a live race on the site, finishes it by
// Hint and is placed (its host played from Node: race-host.mjs). Each is one test in
// test-results/vitest-unit.json, the shape npm test's tally counts; any failure makes the exit status non-zero. Every process it
// started is ended, on failure too.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FONTS_DIR, testFonts } from '../fonts.mjs';
import { serveFiles } from '../serve-files.mjs';
import { startSite } from '../site.mjs';
import { CHECKS } from './checks.mjs';
import { ensureOtherBrowsers } from './ensure.mjs';
import { launchFirefox } from './firefox.mjs';
import { ending, onEnd, start, within } from './processes.mjs';
import { launchWebKit } from './webkit.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const pages = join(here, 'pages');
const boardDist = join(root, 'packages', 'board', 'dist');
const demoDir = join(root, 'apps', 'demo');
const BROWSERS = [
  { name: 'Firefox', launch: launchFirefox },
  { name: 'WebKit', launch: launchWebKit },
];
// Longer than any check's own waits: a test that still hangs past it fails, and the rest run.
const TEST_MS = 75_000;
const results = [];

async function step(title, body) {
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  try {
    const note = await within(TEST_MS, title, body());
    results.push({ title, status: 'passed', duration: Date.now() - started, failureMessages: [] });
    console.log(`  ✓ ${title} (${seconds()} s)${note ? `\n    ${note}` : ''}`);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results.push({
      title,
      status: 'failed',
      duration: Date.now() - started,
      failureMessages: [message],
    });
    console.log(`  ✗ ${title} (${seconds()} s)\n    ${message.replace(/\n/g, '\n    ')}`);
    return false;
  }
}

/**
 * The site for the Today, embed and race checks (tooling/site.mjs, SQLite in a throwaway data
 * folder, the site's own limits), its server in a process group this suite owns
 * (processes.mjs), logging warnings, with a clock file the checks move past the referee's least
 * time, as the site's own journeys do. Its data folder goes on close, or when the suite ends.
 */
async function ownedSite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'galaxies-browsers-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const forget = onEnd(removeData);
  const done = () => {
    forget();
    removeData();
  };
  try {
    const site = await startSite({ demoDir, dataDir, clock: true, logLevel: 'warn', spawn: start });
    return {
      url: site.url,
      passTime: site.passTime,
      close: async () => {
        await site.close();
        done();
      },
    };
  } catch (error) {
    done();
    throw error;
  }
}

/** Runs every check in one browser, which is closed after, whatever happened. */
async function inBrowser({ name, launch }, found, servers) {
  let driver = null;
  const [first, ...rest] = CHECKS;
  try {
    await step(`${name}: ${first.title}`, async () => {
      driver = await launch({ ...found, fonts: testFonts() });
      return first.run(driver, servers);
    });
    if (!driver) return;
    for (const check of rest) {
      if (ending.now) return;
      await step(`${name}: ${check.title}`, () => check.run(driver, servers));
    }
  } finally {
    await driver?.close();
  }
}

async function main() {
  console.log('› the smoke suite in Firefox ESR and WebKitGTK');
  let found = null;
  const installed = await step('Firefox ESR, WebKitGTK and Xvfb are installed', () => {
    found = ensureOtherBrowsers();
  });
  if (!installed) return;
  const files = await serveFiles({
    '/board.html': join(pages, 'board.html'),
    '/blank.html': join(pages, 'blank.html'),
    '/frame.html': join(pages, 'frame.html'),
    '/board/': boardDist,
    '/fonts/': join(FONTS_DIR, 'files'),
  });
  // The one file and its page, nothing else: anything more it asked for would be a 404.
  const single = await serveFiles({
    '/board.html': join(pages, 'board.html'),
    '/galaxies-board.single.js': join(boardDist, 'galaxies-board.single.js'),
  });
  let site = null;
  try {
    site = await ownedSite();
    const policy = join(demoDir, 'dist', 'shared', 'policy.js');
    const { leastSeconds } = await import(pathToFileURL(policy).href);
    const servers = { files, single, site, leastSeconds, demoDir };
    for (const browser of BROWSERS) if (!ending.now) await inBrowser(browser, found, servers);
  } finally {
    await Promise.all([files.close(), single.close(), site?.close()]);
  }
}

const started = Date.now();
try {
  await main();
} catch (error) {
  await step('the suite runs', () => Promise.reject(error));
} finally {
  const failed = results.filter((r) => r.status === 'failed').length;
  mkdirSync(join(here, 'test-results'), { recursive: true });
  writeFileSync(
    join(here, 'test-results', 'vitest-unit.json'),
    JSON.stringify({
      numTotalTests: results.length,
      numPassedTests: results.length - failed,
      numFailedTests: failed,
      testResults: [{ name: 'tooling/browsers', assertionResults: results }],
    }),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `› Firefox and WebKit: ${results.length - failed} passed, ${failed} failed in ${seconds} s`,
  );
  process.exitCode = failed ? 1 : 0;
}
