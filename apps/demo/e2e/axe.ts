// axe-core in the page, for the journeys: no WCAG 2.1 A or AA violation in what is on show.
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Runs axe on the page as it stands and expects no violations (their ids and targets if any). */
export async function expectAxeClean(page: Page): Promise<void> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(o: object): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`,
    );
  });
  expect(violations).toEqual([]);
}
