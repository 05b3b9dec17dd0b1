// Browser tests in real Chromium for the kit's elements and controllers.
import { defineConfig } from 'vitest/config';
import { chromiumBrowser, reporters } from '@galaxies/tooling/vitest';

export default defineConfig({
  test: {
    name: 'pencil-kit-browser',
    include: ['src/**/*.browser.test.ts'],
    reporters: reporters('browser'),
    browser: chromiumBrowser(),
  },
});
