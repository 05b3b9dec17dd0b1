// The host page (e2e/pages/host.html) opened in a fresh context of a test file's session, with
// what a site owner would look at kept: every request, worker, console warning, missing file,
// policy violation and event the page logged. Ready once the editor's verdict is in.
import { expect } from 'vitest';
import type { Session } from './session.js';

export interface Logged {
  name: string;
  from: string;
  detail: { kind?: string; checkedIn?: string; verdict?: { kind: string } };
}

/** The host page at `url`, with every policy violation and console warning it meets kept. */
export async function openHost(session: Session, url: string) {
  const context = await session.browser.newContext();
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      true,
    );
  });
  const page = await context.newPage();
  const workers: string[] = [];
  const requests: string[] = [];
  const warnings: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  context.on('request', (r) => requests.push(r.url()));
  const missing: string[] = [];
  page.on('console', (m) => {
    // A missing file is counted by its address below, not by the browser's line.
    if (/^Failed to load resource/.test(m.text())) return;
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) missing.push(r.url());
  });
  await page.goto(url);
  await page.evaluate(() => (window as unknown as { hostReady: Promise<void> }).hostReady);
  const editorVerdict = () => page.locator('#editor').getAttribute('verdict');
  await expect.poll(editorVerdict, { timeout: 10_000 }).toBe('unique');
  const log = () => page.evaluate(() => (window as unknown as { hostLog: Logged[] }).hostLog);
  const violations = () =>
    page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  return { page, workers, requests, warnings, missing, log, violations };
}
