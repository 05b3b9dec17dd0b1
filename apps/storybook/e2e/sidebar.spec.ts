// Every entry of the sidebar in one visit of the whole storybook, as a designer goes from one to
// the next: the manager's router goes to each in turn (as a click in the sidebar does) in the same
// preview frame, so modules loaded for one page meet the next. No page error, no story that fails
// to render. A story shown on its component's docs page is rendered there, in the same frame, so
// the walk visits every docs page and every story no docs page shows (each story's play function
// and axe check run in test:stories); two thirds of the stories are rendered once, not twice.
import { expect, test } from 'playwright/test';

interface Entry {
  id: string;
  type: 'docs' | 'story';
  title: string;
  tags: string[];
}

/** The titles that have a docs page made from their stories (autodocs). */
function documentedTitles(entries: Entry[]): Set<string> {
  return new Set(
    entries.filter((e) => e.type === 'docs' && e.tags.includes('autodocs')).map((e) => e.title),
  );
}

/** Whether a story is shown on its component's docs page. */
function shownInDocs(e: Entry, documented: Set<string>): boolean {
  return e.type === 'story' && documented.has(e.title) && !e.tags.includes('!autodocs');
}

/** The docs pages, then each story that no docs page shows, in the sidebar's order. */
function toVisit(entries: Entry[]): Entry[] {
  const documented = documentedTitles(entries);
  return entries.filter((e) => e.type === 'docs' || !shownInDocs(e, documented));
}

/**
 * How many story renders an entry starts: one for a story; for a component's docs page, one a
 * story it shows. Null for a written docs page, whose stories only the page knows: the walk
 * waits for the preview to be quiet instead.
 */
function rendersOf(entry: Entry, entries: Entry[]): number | null {
  if (entry.type === 'story') return 1;
  if (!entry.tags.includes('autodocs')) return null;
  const documented = documentedTitles(entries);
  return entries.filter((e) => e.title === entry.title && shownInDocs(e, documented)).length;
}

interface Phase {
  newPhase: string;
  renderId: number;
  storyId: string;
}

/** What the walk keeps on the manager's window as the preview reports. */
interface Preview {
  rendered: string[];
  renders: Record<number, { storyId: string; phases: string[] }>;
  /** When the preview last reported anything. */
  last: number;
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
  // What the preview says as each entry renders (or fails to): its own event, and the phases of
  // every story render it starts (a docs page's inline stories report theirs after the page's
  // own event; a render that fails goes to "finished" without passing "completed").
  await page.evaluate(() => {
    const w = window as unknown as Preview & { __STORYBOOK_ADDONS_CHANNEL__: Channel };
    w.rendered = [];
    w.renders = {};
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
    for (const event of ['storyRendered', 'docsRendered', 'storyErrored', 'storyThrewException']) {
      channel.on(event, (...args: unknown[]) => {
        const id = typeof args[0] === 'string' ? args[0] : JSON.stringify(args[0]).slice(0, 120);
        w.rendered.push(`${event} ${id}`);
        w.last = Date.now();
      });
    }
    channel.on('storyRenderPhaseChanged', (...args: unknown[]) => {
      const { newPhase, renderId, storyId } = args[0] as Phase;
      (w.renders[renderId] ??= { storyId, phases: [] }).phases.push(newPhase);
      w.last = Date.now();
    });
  });
  const failures = errors.map((message) => `introduction--docs: ${message}`);
  // The introduction is on show already; from there, every other entry in the sidebar's order.
  for (const entry of toVisit(entries).filter((e) => e.id !== 'introduction--docs')) {
    const before = errors.length;
    await page.evaluate(
      ({ id, type }) => {
        const w = window as unknown as Preview;
        w.rendered = [];
        w.renders = {};
        // What a click on the entry's sidebar link does: the manager's router goes to its path.
        history.pushState({}, '', `?path=/${type}/${id}`);
        dispatchEvent(new PopStateEvent('popstate', { state: {} }));
      },
      { id: entry.id, type: entry.type },
    );
    const done = `${entry.type === 'docs' ? 'docsRendered' : 'storyRendered'} ${entry.id}`;
    // The entry's own event (or an error), then every story render it starts, each at its end
    // (a docs page starts its inline stories as it shows). When the count of those is not known
    // (a written docs page), the preview quiet for a moment instead.
    const outcome = await page
      .waitForFunction(
        ([events, expected]) => {
          const w = window as unknown as Preview;
          const said = w.rendered.find((s) =>
            (events as readonly string[]).some((e) => s.startsWith(e)),
          );
          if (!said) return false;
          const renders = Object.values(w.renders);
          if (expected == null ? Date.now() - w.last < 300 : renders.length < Number(expected)) {
            return false;
          }
          if (renders.some((r) => !r.phases.includes('finished'))) return false;
          const failed = renders.filter((r) => !r.phases.includes('completed'));
          return [said, ...failed.map((r) => `${r.storyId} did not render`)];
        },
        [[done, 'storyErrored', 'storyThrewException'], rendersOf(entry, entries)] as const,
        { timeout: 30_000 },
      )
      .then((handle) => handle.jsonValue() as Promise<string[]>)
      .catch(() => ['nothing rendered in 30 s']);
    const [said = '', ...failed] = outcome;
    if (!said.startsWith(done)) failures.push(`${entry.id}: ${said}`);
    for (const story of failed) failures.push(`${entry.id}: ${story}`);
    for (const message of errors.slice(before)) failures.push(`${entry.id}: ${message}`);
  }
  expect(entries.length).toBeGreaterThan(50);
  expect(toVisit(entries).length).toBeGreaterThan(40);
  expect(failures).toEqual([]);
});
