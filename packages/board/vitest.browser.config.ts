// Browser tests in real Chromium for <galaxies-board>. The gesture command drives Chromium's own
// mouse and touch input at exact coordinates (see test/gestures.ts).
import { defineConfig } from 'vitest/config';
import {
  BROWSER_EXPECT,
  chromiumBrowser,
  reporters,
  SHARED_MODULES,
} from '@galaxies/tooling/vitest';
import { gesture } from './test/gestures.js';

export default defineConfig({
  test: {
    name: 'board-browser',
    include: ['src/**/*.browser.test.ts'],
    reporters: reporters('browser'),
    expect: BROWSER_EXPECT,
    ...SHARED_MODULES,
    browser: { ...chromiumBrowser(), commands: { gesture } },
  },
});
