// Every story as a test, in real Chromium, with axe violations failing the test.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import {
  BROWSER_EXPECT,
  chromiumBrowser,
  reporters,
  SHARED_MODULES,
} from '@galaxies/tooling/vitest';

const here = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [storybookTest({ configDir: join(here, '.storybook') })],
  test: {
    name: 'stories',
    reporters: reporters('stories'),
    expect: BROWSER_EXPECT,
    ...SHARED_MODULES,
    browser: chromiumBrowser(),
  },
});
