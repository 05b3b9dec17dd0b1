// Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi (no geckodriver), behind
// the narrow driver the checks use: goto, evaluate, close. Headless, so no display is needed.
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { ending, onEnd, within } from './processes.mjs';

// A phone's width, as the site's own phone journeys use.
const VIEWPORT = { width: 390, height: 844 };

/** Firefox at `executablePath`, its text drawn from the fontconfig file `fonts`. */
export async function launchFirefox({ firefox, fonts }) {
  if (ending.now) throw new Error('Interrupted: Firefox was not started.');
  // A profile of the suite's own, so an interrupt in the middle of the launch still removes it.
  const profile = mkdtempSync(join(tmpdir(), 'galaxies-firefox-'));
  // puppeteer's own timeout ends a launch that hangs, and the Firefox it started.
  const launching = puppeteer.launch({
    browser: 'firefox',
    executablePath: firefox,
    headless: true,
    userDataDir: profile,
    env: { ...process.env, FONTCONFIG_FILE: fonts },
    // Firefox's content sandbox reads fonts only from the system's folders: without this its
    // pages find the fontconfig file but none of the fonts it lists, and draw empty boxes.
    extraPrefsFirefox: {
      'security.sandbox.content.read_path_whitelist': `${realpathSync(dirname(fonts))}/`,
    },
    timeout: 30_000,
    // Every call into the page ends within this, so a stuck page fails its test.
    protocolTimeout: 60_000,
    // An interrupt closes it as it closes everything else (processes.mjs), profile and all.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  // Once, whoever asks first (the runner, or an interrupt while it is still launching).
  let closing = null;
  const close = () =>
    (closing ??= (async () => {
      forget();
      const browser = await launching.catch(() => null);
      if (browser) await closeFirefox(browser);
      // Retries: Firefox's last writes to the profile may land while it is being removed.
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    })());
  const forget = onEnd(close);
  const browser = await launching.catch(async (error) => {
    await close();
    throw error;
  });
  try {
    const page = await browser.newPage();
    await page.setViewport(VIEWPORT);
    return {
      name: 'Firefox',
      version: await browser.version(),
      viewport: VIEWPORT,
      goto: (url) => page.goto(url, { waitUntil: 'load', timeout: 30_000 }),
      evaluate: (fn, ...args) => page.evaluate(fn, ...args),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Closes Firefox, killing it if it does not go. */
async function closeFirefox(browser) {
  try {
    await within(10_000, 'Firefox did not close', browser.close());
  } catch {
    browser.process()?.kill('SIGKILL');
  }
}
