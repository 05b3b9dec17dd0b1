// axe-core in the page, for the journeys: no WCAG 2.1 A or AA violation in what is on show.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// Evaluated through the browser's debugging protocol, which the site's CSP does not govern (a
// script tag would be refused: the site allows no inline script).
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Runs axe on the page as it stands and expects no violations (their ids and targets if any). */
export async function expectAxeClean(page: Page): Promise<void> {
  // Colours are judged as they end: every finite animation (a panel fading in) done first.
  await page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let k = 0; k < roots.length; k++) {
      for (const el of roots[k]!.querySelectorAll('*'))
        if (el.shadowRoot) roots.push(el.shadowRoot);
    }
    const running = roots.flatMap((r) => r.getAnimations());
    const finite = running.filter((a) => a.effect?.getTiming().iterations !== Infinity);
    return Promise.all(finite.map((a) => a.finished));
  });
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(o: object): Promise<{
            violations: { id: string; nodes: { target: unknown; any?: { data?: unknown }[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target) + JSON.stringify(n.any?.[0]?.data ?? '')).join(' ')}`,
    );
  });
  expect(violations).toEqual([]);
}
