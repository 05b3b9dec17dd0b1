// Browser tests in real Chromium for <galaxies-board>.
import { defineConfig } from 'vitest/config';
import { chromiumBrowser, reporters } from '@galaxies/tooling/vitest';

export default defineConfig({
  test: {
    name: 'board-browser',
    include: ['src/**/*.browser.test.ts'],
    reporters: reporters('browser'),
    browser: chromiumBrowser(),
  },
});
