// Browser tests in real Chromium for the kit's elements and controllers. The input commands
// drive Chromium's own mouse and touch pipeline at exact coordinates (see test/input-commands).
import { defineConfig } from 'vitest/config';
import {
  BROWSER_EXPECT,
  chromiumBrowser,
  reporters,
  SHARED_MODULES,
} from '@galaxies/tooling/vitest';
import { mouseScript, touchScript } from './test/input-commands.js';

export default defineConfig({
  test: {
    name: 'pencil-kit-browser',
    include: ['src/**/*.browser.test.ts'],
    reporters: reporters('browser'),
    expect: BROWSER_EXPECT,
    ...SHARED_MODULES,
    browser: { ...chromiumBrowser(), commands: { mouseScript, touchScript } },
  },
});
