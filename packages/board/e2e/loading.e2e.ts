// Every board loads, or says why, end to end in Chromium against a server that fails on cue:
// a part of the board's code answering 404, then 429 with retry-after, then arriving, is loaded
// on its later try (retry-after honoured); one that never arrives is told in the player's
// language with Try again (never as a puzzle that can't be made), to the page as a `load`
// error naming the file, and in the console with how to host the folder; Try again then loads
// it. The one-file build, served alone under a strict policy, plays, hints, solves, makes a
// 13×13 in a worker and opens How to play and the editor with no other request.
import { answerWalls, shape, Side, solve } from '@galaxies/engine';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { SAMPLE_7X7 } from '../test/fixtures.js';
import { openHost } from './host-page.js';
import { wallKeys } from './plan.js';
import { STRICT_POLICY } from './policy.js';
import { e2eSession } from './session.js';
import type { Answer, Answering } from '@galaxies/tooling/serve-files';

interface Heard {
  path: string;
  at: number;
  status: number;
}

const session = e2eSession();

/**
 * A server whose answers to `file` (a name in dist/) follow `plan` (null: the file itself), the
 * last entry standing for every later request; every request to it is kept in `heard`.
 */
async function failing(file: string, plan: (Answer | null)[]) {
  const heard: Heard[] = [];
  let answers = plan;
  const answering: Answering = (path, at) => {
    if (path !== `/dist/${file}`) return null;
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    heard.push({ path, at, status: answer?.status ?? 200 });
    return answer;
  };
  const server = await session.serve('.', {}, answering);
  return { url: server.url, heard, heal: () => (answers = [null]) };
}

/**
 * The loading page with `query`, and what it says to the page and the console. With `clock`,
 * the page runs on Playwright's clock, so `triedOut` can pass the loader's waits between tries
 * (0.4, 1.2 and 3 s a file) at once.
 */
async function open(url: string, query: string, clock = false) {
  const page = await session.browser.newPage();
  if (clock) await page.clock.install();
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto(`${url}/e2e/pages/load.html?saves=off&how-to=off&${query}`);
  const log = () =>
    page.evaluate(
      () => (window as unknown as { loadLog: { kind: string; detail: string }[] }).loadLog,
    );
  return { page, warnings, log };
}

const notice = (page: Page) => page.locator('#board [part~="load-error"]');

/**
 * Moves the page's clock on, half a second at a time, until `done` (within 15 s of real time):
 * the loader's waits between tries pass as soon as it sleeps, its asks and answers as they come.
 */
async function triedOut(page: Page, done: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 15_000;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('The loader never got there in 15 s.');
    await page.clock.runFor(500);
  }
}

const told = (page: Page) => async () => (await notice(page).count()) > 0;

describe('a part of the board that arrives late', () => {
  it('is asked for again after 404 and after 429, waiting as long as retry-after says', async () => {
    const wait429 = { status: 429, headers: { 'retry-after': '2' } };
    // Each failed import is followed by the loader's own look at why (the same answer).
    const server = await failing('galaxies-board-make-here.js', [
      { status: 404 },
      { status: 404 },
      wait429,
      wait429,
      null,
    ]);
    const { page, log } = await open(server.url, 'size=7&code=late');
    await page.locator('#board [part~="grid"]').waitFor({ timeout: 15_000 });
    expect(server.heard.map((h) => h.status)).toEqual([404, 404, 429, 429, 200]);
    // Asked again only once the two seconds the server asked for had passed.
    expect(server.heard[4]!.at - server.heard[3]!.at).toBeGreaterThanOrEqual(1900);
    expect(await notice(page).count()).toBe(0);
    expect(await log()).toEqual([]);
    await page.close();
  });
});

describe('a part of the board that never arrives', () => {
  it('is told, to the player, the page and the console, and Try again loads it', async () => {
    const server = await failing('galaxies-board-hint-press.js', [{ status: 404 }]);
    const { page, warnings, log } = await open(server.url, `src=${SAMPLE_7X7.id}`, true);
    await triedOut(page, told(page));
    // Told only after the last of the loader's four tries, each import with its look at why.
    expect(server.heard).toHaveLength(8);
    // The game goes on: the grid is there, only Hint's code is missing.
    expect(await page.locator('#board [part~="grid"]').count()).toBe(1);
    expect(await notice(page).textContent()).toContain('Part of the board could not load.');
    const errors = await log();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ kind: 'load' });
    expect(errors[0]!.detail).toBe(`${server.url}/dist/galaxies-board-hint-press.js`);
    const warning = warnings.find((w) => w.includes('galaxies-board-hint-press.js'));
    expect(warning).toMatch(/HTTP 404.*serve the whole folder/);
    server.heal();
    await page.locator('#board [part~="load-retry"]').click();
    await expect.poll(() => notice(page).count(), { timeout: 10_000 }).toBe(0);
    await page.locator('#board button[part~="hint"]').click();
    await expect
      .poll(() => page.locator('#board [part~="hints-used"]').textContent())
      .toContain('1 hint used');
    expect(await log()).toHaveLength(1);
    await page.close();
  });

  it('is told again when Try again fails too', async () => {
    const server = await failing('galaxies-board-hint-press.js', [{ status: 404 }]);
    const { page, log } = await open(server.url, `src=${SAMPLE_7X7.id}`, true);
    await triedOut(page, told(page));
    const asked = server.heard.length;
    await page.locator('#board [part~="load-retry"]').click();
    await triedOut(page, async () => (await log()).length === 2);
    expect(server.heard.length).toBeGreaterThan(asked);
    expect(await notice(page).count()).toBe(1);
    await page.close();
  });

  it('in place of the puzzle when its maker is missing, in Japanese, never “can’t be made”', async () => {
    // Only the bundle was copied: every file beside it is missing.
    const answering: Answering = (path) =>
      path.startsWith('/dist/') && path !== '/dist/galaxies-board.js' ? { status: 404 } : null;
    const server = await session.serve('.', {}, answering);
    const { page, log } = await open(server.url, 'lang=ja&size=7&code=alone', true);
    // The words' files are told first; the maker's is asked for once the board draws.
    const maker = `${server.url}/dist/galaxies-board-make-here.js`;
    await triedOut(page, async () => (await log()).some((e) => e.detail === maker));
    expect(await page.locator('#board [part~="grid"]').count()).toBe(0);
    expect(await notice(page).textContent()).toContain('盤の一部を読み込めませんでした');
    expect(await page.locator('#board [part~="load-retry"]').textContent()).toBe(
      'もう一度読み込む',
    );
    expect(await page.locator('#board [part~="error"]').count()).toBe(0);
    const errors = await log();
    expect(errors.map((e) => e.kind)).toEqual(errors.map(() => 'load'));
    await page.close();
  });
});

describe('the one-file build', () => {
  const puzzle = SAMPLE_7X7.puzzle;
  const kinds = shape(puzzle).sideKind;
  const walls = answerWalls(puzzle, solve(puzzle).answer!).filter((s) => kinds[s] === Side.open);

  it('served alone under a strict policy, plays, hints and solves with no other request', async () => {
    const allowed = [
      '/e2e/pages/host.html',
      '/e2e/pages/host.js',
      '/dist/galaxies-board.single.js',
    ];
    const server = await session.serve('.', { 'content-security-policy': STRICT_POLICY }, (path) =>
      allowed.includes(path) ? null : { status: 404 },
    );
    const single = `${server.url}/dist/galaxies-board.single.js`;
    // The 13×13 and the editor's verdicts come from the worker, started from a blob: URL.
    const { page, requests, workers, warnings, violations } = await openHost(
      session,
      `${server.url}/e2e/pages/host.html?bundle=${encodeURIComponent(single)}`,
    );
    expect(await page.locator('#big [part~="grid"]').count()).toBe(1);
    expect(workers.length).toBeGreaterThan(0);
    expect(workers.every((url) => url.startsWith('blob:'))).toBe(true);
    const small = page.locator('#small');
    await small.locator('button[part~="hint"]').click();
    await expect.poll(() => small.locator('[part~="hints-used"]').textContent()).toContain('1');
    await small.locator('[part~="grid"]').focus();
    for (const key of wallKeys(puzzle.w, walls)) await page.keyboard.press(key);
    await small.locator('pk-result').waitFor();
    await page.locator('#big [part~="how-to"]').click();
    await page.locator('#big dialog[open]').waitFor();
    const asked = requests.filter((url) => !url.startsWith('blob:')).map((url) => new URL(url));
    expect(asked.map((url) => url.pathname).sort()).toEqual([...allowed].sort());
    expect(await violations()).toEqual([]);
    expect(warnings).toEqual([]);
    await page.context().close();
  });
});
