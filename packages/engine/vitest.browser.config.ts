// The engine in real Chromium: a code must make the same puzzle there as in Node.
import { defineConfig } from 'vitest/config';
import {
  BROWSER_EXPECT,
  chromiumBrowser,
  reporters,
  SHARED_MODULES,
} from '@galaxies/tooling/vitest';

export default defineConfig({
  test: {
    name: 'engine-browser',
    include: ['src/**/*.browser.test.ts'],
    reporters: reporters('browser'),
    expect: BROWSER_EXPECT,
    ...SHARED_MODULES,
    browser: chromiumBrowser(),
  },
});
