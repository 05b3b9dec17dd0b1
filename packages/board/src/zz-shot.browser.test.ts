import { it } from 'vitest';
import { page } from 'vitest/browser';
import { mount, drag, settle } from '../test/harness.js';
import { SAMPLE_7X7, SAMPLE_12X8 } from './fixtures.js';

it('shot', async () => {
  const el = await mount({ puzzle: SAMPLE_7X7.puzzle, width: 400 });
  await drag(el, [
    [0.3, 5],
    [3.7, 5],
  ]);
  await drag(
    el,
    [
      [0.3, 2],
      [0.3, 2.02],
    ],
    'right',
  );
  await drag(el, [
    [3, 0.2],
    [3, 2.8],
  ]);
  await settle(el);
  await page.screenshot({ path: 'shot1.png' });
  el.remove();
  const b = await mount({ puzzle: SAMPLE_12X8.puzzle, width: 400 });
  b.scheme = 'dark';
  await settle(b);
  await page.screenshot({ path: 'shot2.png' });
});
