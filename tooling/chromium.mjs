// The one place that says how Chromium is found and launched, for Vitest browser mode,
// Storybook story tests, Playwright e2e and benchmarks alike: with the project's own fonts
// (fonts.mjs), so text looks the same whatever fonts the machine has.
import { existsSync } from 'node:fs';
import { testFonts } from './fonts.mjs';

/**
 * Debian's Chromium builds, in the order the tests prefer them. The headless shell is the same
 * engine without the full browser's window layer: Playwright's own default for headless runs,
 * and on this 2-core machine the site's end-to-end suite took about a third less CPU in it
 * (307 against 491 CPU-seconds, 190 against 263 s). The full browser is the fallback, and what
 * the first-paint bench drives (Lighthouse wants a real browser).
 */
export const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** The Chromium to drive: CHROMIUM_PATH when set, else Debian's. Null when none exists. */
export function chromiumPath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return DEBIAN_CHROMIUMS.find((path) => existsSync(path)) ?? null;
}

// Flags that keep a headless root run quiet and offline: no sandbox (root), no GPU, /tmp instead
// of a small /dev/shm, and none of the background connections a closed network refuses. No font
// hinting: glyphs at their fractional widths, as the full browser lays them out (the headless
// shell otherwise rounds them, and Japanese lines wrap elsewhere than a player's Chrome).
// Playwright adds --headless itself; adding it here too breaks its launch.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];

/**
 * Launch options for Playwright's chromium.launch and Vitest's playwright provider: Debian's
 * Chromium, quiet and offline, drawing text with the test fonts alone (FONTCONFIG_FILE).
 */
export function launchOptions() {
  const executablePath = chromiumPath();
  if (!executablePath) {
    throw new Error(
      "No Chromium found. Set CHROMIUM_PATH, or install Debian's: apt-get install -y chromium",
    );
  }
  const env = { ...process.env, FONTCONFIG_FILE: testFonts() };
  return { executablePath, args: [...CHROMIUM_ARGS], env };
}
