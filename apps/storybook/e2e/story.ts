// Opens one story or docs page of the built storybook the way its preview frame shows it, and
// waits until Storybook has rendered it, run its play function and let its animations settle;
// and one page for the tests of a block that read the same heavy page.
import { test, type Page } from 'playwright/test';

export interface Look {
  /** The toolbar's colour scheme. */
  scheme?: 'light' | 'dark';
  /** Args as the controls panel sets them, in Storybook's URL form (`readonly:!true`). */
  args?: string;
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, ...args: unknown[]): void };
}

/** Renders a story (or a docs page, `viewMode: 'docs'`) alone in the preview frame. */
export async function openStory(
  page: Page,
  id: string,
  { scheme = 'light', args }: Look = {},
  viewMode: 'story' | 'docs' = 'story',
): Promise<void> {
  const changed = args ? `&args=${encodeURIComponent(args)}` : '';
  await page.goto(`iframe.html?id=${id}&viewMode=${viewMode}&globals=scheme:${scheme}${changed}`);
  if (viewMode === 'docs') {
    await page.locator('.sbdocs-content').waitFor();
    return;
  }
  await page.waitForFunction(
    () => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
  );
}

/**
 * In the whole storybook (manager and all), waits until the preview frame has rendered its story
 * and run its play function: the first load of the preview's code takes seconds on a busy
 * machine, which is not what a test of the manager is about.
 */
export async function previewFinished(page: Page): Promise<void> {
  const preview = page.frameLocator('#storybook-preview-iframe').owner();
  await preview.waitFor();
  const frame = await (await preview.elementHandle())!.contentFrame();
  await frame!.waitForFunction(
    () => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
  );
}

/** The ids of the stories under a sidebar title, from the build's index. */
export async function storiesUnder(page: Page, title: string): Promise<string[]> {
  const res = await page.request.get('index.json');
  const index = (await res.json()) as {
    entries: Record<string, { type: string; title: string; id: string }>;
  };
  return Object.values(index.entries)
    .filter((e) => e.type === 'story' && e.title === title)
    .map((e) => e.id);
}

/**
 * Shows a story in a preview frame already open (`openStory` first), as the manager does when
 * the sidebar moves on and the toolbar's scheme is set: the story rendered in place (its play
 * function run), then the scheme, waited for until the story's root carries it and the render
 * it causes is done. No page load, so a run of stories costs one load of the preview's code.
 */
export async function switchStory(page: Page, id: string, { scheme = 'light' }: Look = {}) {
  const emit = (event: string, payload: unknown) =>
    page.evaluate(
      ([event, payload]) =>
        (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__!.emit(event as string, payload),
      [event, payload] as const,
    );
  const finished = () =>
    page.waitForFunction((id) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && render.phase === 'finished';
    }, id);
  await emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  await finished();
  await emit('updateGlobals', { globals: { scheme } });
  await page.locator(`.scheme-root[data-scheme="${scheme}"]`).waitFor({ state: 'attached' });
  await finished();
}

/**
 * One page for the tests of the describe block it is called in, run in order: what they read
 * (the manager, a heavy docs page) loads once. Returns the page, there once the block starts.
 */
export function sharedPage(): () => Page {
  test.describe.configure({ mode: 'serial' });
  let page: Page | null = null;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
  });
  test.afterAll(() => page?.close());
  return () => page!;
}
