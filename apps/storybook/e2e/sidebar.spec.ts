// Every entry of the sidebar, docs pages and stories, in one visit of the whole storybook, as a
// designer goes from one to the next: the manager's router goes to each in turn (as a click in the
// sidebar does) in the same preview frame, so modules loaded for one page meet the next. No
// page error, no story that fails to render.
import { expect, test } from 'playwright/test';

interface Entry {
  id: string;
  type: 'docs' | 'story';
  title: string;
}

interface Channel {
  on(event: string, listener: (...args: unknown[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
}

test('walks every docs page and story with no page error', async ({ page }) => {
  test.setTimeout(420_000);
  const index = (await (await page.request.get('index.json')).json()) as {
    entries: Record<string, Entry>;
  };
  const entries = Object.values(index.entries);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('./?path=/docs/introduction--docs');
  await page
    .frameLocator('#storybook-preview-iframe')
    .locator('.sbdocs-content h1')
    .first()
    .waitFor();
  // What the preview says as each entry renders (or fails to).
  await page.evaluate(() => {
    const w = window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel; rendered: string[] };
    w.rendered = [];
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
    for (const event of ['storyRendered', 'docsRendered', 'storyErrored', 'storyThrewException']) {
      channel.on(event, (...args: unknown[]) => {
        const id = typeof args[0] === 'string' ? args[0] : JSON.stringify(args[0]).slice(0, 120);
        w.rendered.push(`${event} ${id}`);
      });
    }
  });
  const failures = errors.map((message) => `introduction--docs: ${message}`);
  // The introduction is on show already; from there, every other entry in the sidebar's order.
  for (const entry of entries.filter((e) => e.id !== 'introduction--docs')) {
    const before = errors.length;
    await page.evaluate(
      ({ id, type }) => {
        const w = window as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: Channel;
          rendered: string[];
        };
        w.rendered = [];
        // What a click on the entry's sidebar link does: the manager's router goes to its path.
        history.pushState({}, '', `?path=/${type}/${id}`);
        dispatchEvent(new PopStateEvent('popstate', { state: {} }));
      },
      { id: entry.id, type: entry.type },
    );
    // This entry's own event: a docs page's inline stories report their own renders too.
    const done = `${entry.type === 'docs' ? 'docsRendered' : 'storyRendered'} ${entry.id}`;
    const outcome = await page
      .waitForFunction(
        (events) => {
          const seen = (window as unknown as { rendered: string[] }).rendered;
          return seen.find((s) => events.some((e) => s.startsWith(e))) ?? false;
        },
        [done, 'storyErrored', 'storyThrewException'],
        { timeout: 30_000 },
      )
      .then((handle) => handle.jsonValue() as Promise<string>)
      .catch(() => 'nothing rendered in 30 s');
    if (!String(outcome).startsWith(done)) failures.push(`${entry.id}: ${outcome}`);
    for (const message of errors.slice(before)) failures.push(`${entry.id}: ${message}`);
  }
  expect(entries.length).toBeGreaterThan(50);
  expect(failures).toEqual([]);
});
