// What every Playwright suite's browser is (the site's and Storybook's): Debian's Chromium,
// launched as chromium.mjs says, keeping for a failed test its trace (each action's DOM) and a
// screenshot of where it stopped. No screencast in the trace: recording one for every test,
// passed or not, cost about 40% of a suite's CPU (the site's journeys and how-to took 115
// CPU-seconds with it, 83 without; 68 with no trace at all).
import { launchOptions } from './chromium.mjs';

/** Playwright's `use` block for a suite in Chromium. */
export function chromiumUse() {
  return {
    browserName: 'chromium',
    launchOptions: launchOptions(),
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  };
}
