// Types for e2e.mjs.
import type { launchOptions } from './chromium.mjs';

export declare function chromiumUse(): {
  browserName: 'chromium';
  launchOptions: ReturnType<typeof launchOptions>;
  trace: { mode: 'retain-on-failure'; screenshots: false };
  screenshot: 'only-on-failure';
};
