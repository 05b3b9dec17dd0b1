// Live races across servers: two servers of the site on one PostgreSQL (a throwaway one, and the
// same secret), whose rooms' notes go between them by LISTEN/NOTIFY. Ann opens a 7×7 easy race
// on server A, Bo joins it by its path on server B; Ann sees him join and starts it; each sees the
// other's progress rise as they draw; Ann finishes first and is placed first on both pages; then
// Bo finishes and both see the results. With no PostgreSQL to start, the test fails saying why
// (npm test installs it on Debian, as the storage tests need it too).
import { randomBytes } from 'node:crypto';
import { startPostgres, type ThrowawayPostgres } from '@galaxies/tooling/postgres';
import { startSite, type Site } from '@galaxies/tooling/site';
import { expect, test } from '@playwright/test';
import { drawWithMouse } from './board-driver.js';
import { freshBrowser } from './browsers.js';
import {
  expectFinished,
  expectResults,
  joinRoom,
  openRoom,
  progressOf,
  racedOn,
  startRace,
} from './race-driver.js';

let postgres: ThrowawayPostgres | null = null;
const servers: Site[] = [];

test.beforeAll(async () => {
  // A first run on Debian may install PostgreSQL (tooling/postgres.mjs).
  test.setTimeout(180_000);
  const started = await startPostgres();
  if (!('stop' in started)) throw new Error(`No throwaway PostgreSQL: ${started.reason}`);
  postgres = started;
  const settings = {
    limits: 'journeys',
    database: started.url,
    secret: randomBytes(24).toString('base64url'),
  } as const;
  // One after the other: the first makes the database's tables.
  for (let k = 0; k < 2; k++) servers.push(await startSite(settings));
});

test.afterAll(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  postgres?.stop();
  postgres = null;
});

test('Ann on server A and Bo on server B race a 7×7 easy: progress and places cross between them', async ({
  browser,
}) => {
  const [a, b] = servers as [Site, Site];
  const ann = await freshBrowser(browser, { baseURL: a.url });
  const bo = await freshBrowser(browser, { baseURL: b.url });

  // Ann opens the room on A; Bo opens its path on B and joins; A tells Ann he is in.
  const link = new URL(await openRoom(ann, 'Ann'));
  expect(link.origin).toBe(a.url);
  await joinRoom(bo, new URL(link.pathname, b.url).href, 'Bo', 'Ann');
  await expect(ann.getByRole('heading', { name: 'Racers (2 of 10)' })).toBeVisible();

  // Ann's start reaches Bo's page through B.
  await startRace(ann, bo);
  const { puzzle, most, last } = await racedOn(bo);

  // Each sees the other's bar rise as they draw (from what the given walls close, if anything),
  // to what their own page shows.
  const given = await progressOf(ann, 'Ann');
  await drawWithMouse(ann, puzzle, most);
  const annProgress = await progressOf(ann, 'Ann');
  expect(annProgress).toBeGreaterThan(given);
  await expect.poll(() => progressOf(bo, 'Ann')).toBe(annProgress);
  await drawWithMouse(bo, puzzle, most);
  const boProgress = await progressOf(bo, 'Bo');
  expect(boProgress).toBeGreaterThan(given);
  await expect.poll(() => progressOf(ann, 'Bo')).toBe(boProgress);

  // Ann finishes first: placed first on both pages.
  await drawWithMouse(ann, puzzle, last);
  await expectFinished(ann, 'Ann', 1);
  await expectFinished(bo, 'Ann', 1);

  // Bo finishes second: the results, on both pages.
  await drawWithMouse(bo, puzzle, last);
  for (const page of [ann, bo]) await expectResults(page, ['Ann', 'Bo']);
  await Promise.all([ann.context().close(), bo.context().close()]);
});
