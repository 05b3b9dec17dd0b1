// Live races as the end-to-end tests play them: a room opened under a name, joined by its link
// under another, started by its host; the puzzle raced and the walls of its answer (worked out
// from the engine, never read from the page), all but the last and the last; each racer's bar
// (a progressbar named for them) read; and the results, places by finish, on a racer's page.
import { solve, type Puzzle } from '@galaxies/engine';
import { expect, type Page } from '@playwright/test';
import { gridOf, madeOf, wallsToDraw } from './board-driver.js';
import type { RacePuzzle } from '../shared/race.js';

/** The progressbar named for `name` on `page`. */
export const barOf = (page: Page, name: string) =>
  page.getByRole('progressbar', { name: new RegExp(`^${name} `) });

/** The value of the progressbar named for `name` on `page`. */
export const progressOf = (page: Page, name: string) =>
  barOf(page, name).getAttribute('aria-valuenow').then(Number);

/**
 * Opens a 7×7 easy room from `page`'s /race/ as `name` (a player with no name of their own
 * yet); the room's link, as its lobby shares it.
 */
export async function openRoom(page: Page, name: string): Promise<string> {
  await page.goto('/race/');
  await expect(page.getByRole('heading', { level: 1, name: 'Race' })).toBeVisible();
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Start a race' }).click();
  await expect(page).toHaveURL(/\/race\/[a-z0-9]{10}\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Race · 7×7 easy');
  const link = page.getByRole('textbox', { name: 'The room’s link' });
  await expect(link).toHaveValue(page.url());
  return link.inputValue();
}

/** Joins the room at `url` from `page` as `name`, who then waits for `host` to start it. */
export async function joinRoom(page: Page, url: string, name: string, host: string) {
  await page.goto(url);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join the race' }).click();
  await expect(page.getByText(`Waiting for ${host} to start the race`)).toBeVisible();
}

/** The host starts the race; settles once every racer's page shows the board. */
export async function startRace(host: Page, ...racers: Page[]) {
  await host.getByRole('button', { name: 'Start the race' }).click();
  await Promise.all([host, ...racers].map((page) => expect(gridOf(page)).toBeVisible()));
}

export interface Raced {
  /** The puzzle as the room gives it (size, level, code, engine). */
  raced: RacePuzzle;
  puzzle: Puzzle;
  /** The walls of its answer but the last: every galaxy closed but the one or two beside it. */
  most: number[];
  /** The last wall, which solves it. */
  last: number[];
}

/** The puzzle of the room `page` shows, once started, and the walls to draw for its answer. */
export async function racedOn(page: Page): Promise<Raced> {
  const id = new URL(page.url()).pathname.split('/')[2]!;
  const raced = await page.evaluate(
    (id) =>
      fetch(`/api/galaxies/races/${id}`)
        .then((r) => r.json())
        .then((room: { puzzle: RacePuzzle }) => room.puzzle),
    id,
  );
  const { size, level, code, engine } = raced;
  const puzzle = madeOf({ code, size, difficulty: level, engine });
  const walls = wallsToDraw(puzzle, [...solve(puzzle).answer!]);
  return { raced, puzzle, most: walls.slice(0, -1), last: walls.slice(-1) };
}

const ORDINALS = ['1st', '2nd', '3rd'];

/** On `page`, `name`'s bar says they finished, placed `place` (1 for 1st…), with a time. */
export async function expectFinished(page: Page, name: string, place: number) {
  const bar = barOf(page, name);
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(bar).toHaveAttribute(
    'aria-valuetext',
    new RegExp(`^finished, ${ORDINALS[place - 1]}, \\d+:\\d\\d$`),
  );
}

/** `page` shows the results: the racers named in `order` placed 1st, 2nd… */
export async function expectResults(page: Page, order: string[]) {
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
  const rows = page.getByRole('row');
  for (const [k, name] of order.entries()) {
    await expect(rows.nth(k + 1)).toContainText(new RegExp(`${ORDINALS[k]}\\s*${name}`));
  }
}
