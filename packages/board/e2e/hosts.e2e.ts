// The board where site owners really are, end to end in Chromium: the bundle served from
// another origin (a CDN), where the worker must still start (through its blob: shim) and the
// editor's verdict come from it; a strict content security policy with no violation while a
// player plays, hints, solves, opens How to play and the editor checks; and a policy that
// forbids workers, where the board and editor say so (galaxies-error, the console) and carry on.
import { answerWalls, grade, shape, Side, solve } from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import { SAMPLE_7X7 } from '../test/fixtures.js';
import { wallKeys } from './plan.js';
import { openHost } from './host-page.js';
import { STRICT_POLICY } from './policy.js';
import { e2eSession } from './session.js';

const session = e2eSession();
const host = (url: string) => openHost(session, url);

async function served(headers: Record<string, string> = {}): Promise<string> {
  const server = await session.serve('.', headers);
  return server.url;
}

describe('the bundle from another origin', () => {
  it('starts its worker through a blob: module, and the editor’s verdict comes from it', async () => {
    const site = await served();
    const cdn = await served();
    const bundle = `${cdn}/dist/galaxies-board.js`;
    const { page, workers, requests, warnings, missing, log } = await host(
      `${site}/e2e/pages/host.html?bundle=${encodeURIComponent(bundle)}`,
    );
    const verdicts = (await log()).filter((e) => e.name === 'galaxies-verdict');
    expect(verdicts.at(-1)!.detail).toMatchObject({
      verdict: { kind: 'unique' },
      checkedIn: 'worker',
    });
    expect((await log()).filter((e) => e.name === 'galaxies-error')).toEqual([]);
    // The worker runs from a blob: module of the page's origin, which fetched the CDN's file.
    expect(workers.length).toBeGreaterThan(0);
    expect(workers.every((url) => url.startsWith(`blob:${site}/`))).toBe(true);
    expect(requests).toContain(`${cdn}/dist/galaxies-board-worker.js`);
    expect(await page.locator('#editor [part~="verdict-where"]').count()).toBe(0);
    expect(await page.locator('#big [part~="grid"]').count()).toBe(1);
    expect(warnings).toEqual([]);
    expect(missing).toEqual([]);
    await page.context().close();
  });

  it('speaks the page’s Japanese, its words fetched from beside the bundle', async () => {
    const site = await served();
    const cdn = await served();
    const bundle = `${cdn}/dist/galaxies-board.js`;
    const { page, requests, warnings, missing, log } = await host(
      `${site}/e2e/pages/host.html?lang=ja&bundle=${encodeURIComponent(bundle)}`,
    );
    // The sample's level (its score's band) and score in Japanese.
    const { band, score } = grade(SAMPLE_7X7.puzzle);
    const level = { easy: 'やさしい', medium: 'ふつう', hard: 'むずかしい' }[band!];
    expect(await page.locator('#small h2[part~="title"]').innerText()).toBe(
      `天体ショー · 7×7 · ${level} · ${score!.toFixed(1)}`,
    );
    expect(await page.locator('#editor [part~="verdict"]').textContent()).toContain('答えは1つ');
    for (const file of ['galaxies-kit-ja.js', 'galaxies-board-ja.js', 'galaxies-editor-ja.js']) {
      expect(requests).toContain(`${cdn}/dist/${file}`);
    }
    expect((await log()).filter((e) => e.name === 'galaxies-error')).toEqual([]);
    expect(warnings).toEqual([]);
    expect(missing).toEqual([]);
    await page.context().close();
  });
});

describe('a strict content security policy', () => {
  const puzzle = SAMPLE_7X7.puzzle;
  const kinds = shape(puzzle).sideKind;
  const walls = answerWalls(puzzle, solve(puzzle).answer!).filter((s) => kinds[s] === Side.open);

  it('meets no violation while a player hints, solves, opens How to play and exports', async () => {
    const site = await served({ 'content-security-policy': STRICT_POLICY });
    const { page, violations, log, workers, warnings } = await host(`${site}/e2e/pages/host.html`);
    expect(workers.length).toBeGreaterThan(0); // the 13×13 and the editor's checks, in workers
    const small = page.locator('#small');
    await small.locator('button[part~="hint"]').click();
    await small.locator('[part~="grid"]').focus();
    for (const key of wallKeys(puzzle.w, walls)) await page.keyboard.press(key);
    await small.locator('pk-result').waitFor();
    await page.locator('#big [part~="how-to"]').click();
    await page.locator('#big dialog[open]').waitFor();
    const png = await page.evaluate(async () => {
      const board = document.querySelector('#small') as HTMLElement & {
        exportPng(options: object): Promise<Blob>;
      };
      return (await board.exportPng({ solution: true })).size;
    });
    expect(png).toBeGreaterThan(1000);
    expect((await log()).some((e) => e.name === 'galaxies-solved')).toBe(true);
    expect(await violations()).toEqual([]);
    expect(warnings.filter((w) => /Content Security Policy|Refused/.test(w))).toEqual([]);
    await page.context().close();
  });

  it('forbidding workers, the board and editor say why and work on the page instead', async () => {
    const site = await served({
      'content-security-policy': STRICT_POLICY.replace(
        "worker-src 'self' blob:",
        "worker-src 'none'",
      ),
    });
    const { page, log, warnings } = await host(`${site}/e2e/pages/host.html`);
    const errors = (await log()).filter((e) => e.name === 'galaxies-error');
    expect(errors.map((e) => [e.from, e.detail.kind]).sort()).toEqual([
      ['big', 'worker'],
      ['editor', 'worker'],
    ]);
    expect(warnings.filter((w) => /worker/i.test(w)).length).toBeGreaterThanOrEqual(2);
    const verdicts = (await log()).filter((e) => e.name === 'galaxies-verdict');
    expect(verdicts.at(-1)!.detail).toMatchObject({
      verdict: { kind: 'unique' },
      checkedIn: 'page',
    });
    await expect
      .poll(() => page.locator('#editor [part~="verdict-where"]').textContent())
      .toContain('Checked on this page');
    expect(await page.locator('#big [part~="grid"]').count()).toBe(1); // made on the page
    await page.context().close();
  });
});
