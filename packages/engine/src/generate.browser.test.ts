// Run in Chromium (vitest.browser.config.ts): the pinned codes make the pinned puzzles there too.
import { expect, it } from 'vitest';
import { generate } from './generate.js';
import { toTathamId } from './tatham-id.js';
import { GOLDEN } from './test/golden.js';

it.each(GOLDEN)(
  'makes the pinned $size × $size puzzle of "$code" in the browser',
  ({ code, size, id }) => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('object'); // a browser
    expect(toTathamId(generate(code, size))).toBe(id);
  },
);
