// What each browser is asked to do, through the narrow driver firefox.mjs and webkit.mjs both
// give (goto, evaluate): draw with the project's fonts; play the folder build, the one file
// alone, the site's /embed/ page (framed by a page on another origin, and on its own) and the
// site's Today to the end by Hint; and join a live race whose host is played from Node
// (race-host.mjs), finish it by Hint and be placed. Each wait is bounded and, when it runs out,
// says which browser, which page and what the page showed last. A check may return a line
// on what it saw, printed under its result.
import {
  dotsShown,
  fontMatches,
  gameRunning,
  joinRace,
  passTime,
  pressHints,
  seen,
} from './in-page.mjs';
import { hostRace } from './race-host.mjs';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Waits up to `ms` for `fn` in the page to give a truthy value, and returns it. */
async function waitFor(driver, what, ms, fn, ...args) {
  const until = Date.now() + ms;
  for (;;) {
    let fault = '';
    try {
      const value = await driver.evaluate(fn, ...args);
      if (value) return value;
    } catch (error) {
      // A page between documents refuses scripts for a moment.
      fault = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > until) {
      throw new Error(`${what}: not seen within ${ms / 1000} s. ${await lastSeen(driver, fault)}`);
    }
    await sleep(150);
  }
}

async function lastSeen(driver, fault = '') {
  const page = await driver.evaluate(seen).catch((error) => `(unreadable: ${error.message})`);
  return `${driver.name} last saw: ${JSON.stringify(page)}${fault ? `; its last error: ${fault}` : ''}`;
}

async function fail(driver, message) {
  throw new Error(`${message}. ${await lastSeen(driver)}`);
}

/** Plays the page's board to the end by Hint, within `ms`. */
async function solveByHints(driver, ms) {
  const { solved, presses } = await driver.evaluate(pressHints, ms);
  if (!solved) await fail(driver, `Not solved after ${presses} presses of Hint in ${ms / 1000} s`);
  return presses;
}

/** The page heard no galaxies-error and no page error. */
async function heardNoError(driver) {
  const errors = await driver.evaluate(() => window.heard.errors);
  if (errors.length) await fail(driver, `The page heard errors: ${JSON.stringify(errors)}`);
}

/** The page heard galaxies-solved for code abc, with an answer. */
async function heardSolved(driver) {
  const detail = await waitFor(driver, 'galaxies-solved', 5000, () => window.heard.solved[0]);
  if (detail.code !== 'abc') await fail(driver, `galaxies-solved named code ${detail.code}`);
  if (!Array.isArray(detail.answer) || detail.answer.length === 0) {
    await fail(driver, `galaxies-solved carried no answer: ${JSON.stringify(detail.answer)}`);
  }
}

export const CHECKS = [
  {
    title: 'starts, and draws sans-serif with the project’s Noto Sans',
    async run(driver, { files }) {
      await driver.goto(`${files.url}/blank.html`);
      const font = await driver.evaluate(fontMatches, '/fonts/noto-sans-latin-400-normal.ttf');
      if (!font.same) {
        throw new Error(
          `${driver.name} draws sans-serif ${font.generic.toFixed(1)} px wide where Noto Sans ` +
            `is ${font.ours.toFixed(1)}: FONTCONFIG_FILE did not reach it.`,
        );
      }
      return `${driver.version}, ${driver.viewport.width}×${driver.viewport.height}`;
    },
  },
  {
    title: 'the folder build plays a 7×7 by Hint to galaxies-solved',
    async run(driver, { files }) {
      await driver.goto(`${files.url}/board.html?bundle=/board/galaxies-board.js&size=7`);
      await waitFor(driver, 'the 7×7 grid', 15_000, dotsShown);
      const presses = await solveByHints(driver, 30_000);
      await heardSolved(driver);
      await heardNoError(driver);
      return `${presses} presses of Hint`;
    },
  },
  {
    // A worker that did not start would be told by galaxies-error (kind: 'worker').
    title: 'the one file alone makes a 13×13 in its worker and plays it to galaxies-solved',
    async run(driver, { single }) {
      single.asked.length = 0;
      await driver.goto(`${single.url}/board.html?bundle=/galaxies-board.single.js&size=13`);
      const dots = await waitFor(driver, 'the 13×13 grid', 20_000, dotsShown);
      await heardNoError(driver);
      const presses = await solveByHints(driver, 30_000);
      await heardSolved(driver);
      await heardNoError(driver);
      // Browsers ask for a favicon of their own accord.
      const others = single.asked.filter(
        (path) => !['/board.html', '/galaxies-board.single.js', '/favicon.ico'].includes(path),
      );
      if (others.length) throw new Error(`The one file asked for more: ${others.join(', ')}`);
      return `${dots} dots, ${presses} presses of Hint; asked for ${single.asked.join(', ')}`;
    },
  },
  {
    title: 'a page on another origin frames an /embed/ board, which tells it ready and its height',
    async run(driver, { files, site }) {
      const embed = `${site.url}/embed/?size=7&level=easy&code=abc&engine=3`;
      await driver.goto(`${files.url}/frame.html?embed=${encodeURIComponent(embed)}`);
      const told = await waitFor(driver, 'the frame’s ready and resize', 20_000, () => {
        const types = window.framed.map((m) => m.type);
        return types.includes('ready') && types.includes('resize') && window.framed;
      });
      const ready = told.find((m) => m.type === 'ready');
      if (ready.puzzle.w !== 7) await fail(driver, `ready named ${JSON.stringify(ready.puzzle)}`);
      const height = told.filter((m) => m.type === 'resize').at(-1).height;
      if (!(height > 300)) await fail(driver, `The frame said its height was ${height}`);
      // Firefox over WebDriver BiDi never reports the load of a page of the frame's origin opened
      // straight after the page that framed it (every later goto then times out): a blank page
      // between gives the next check a fresh start.
      await driver.goto(`${files.url}/blank.html`);
      return `told ${told.map((m) => m.type).join(', ')}; ${height} px high`;
    },
  },
  {
    title: 'the /embed/ page plays to the end by Hint, and says the solve is not rated',
    async run(driver, { site }) {
      await driver.goto(`${site.url}/embed/?size=7&level=easy&code=abc&engine=3`);
      await waitFor(driver, 'the embed’s grid', 20_000, dotsShown);
      await waitFor(driver, 'the game running', 20_000, gameRunning);
      const presses = await solveByHints(driver, 30_000);
      const line = await driver.evaluate(() =>
        document.querySelector('galaxies-board > p[slot="result"]')?.textContent?.trim(),
      );
      if (!line?.startsWith('Solved here, not rated.')) {
        await fail(driver, `The result's line said “${line}”`);
      }
      return `${presses} presses of Hint`;
    },
  },
  {
    title: 'Today on the site plays to the end by Hint, and the referee answers',
    async run(driver, { site, leastSeconds }) {
      // A player who has seen How to play (it would open over the board) and reads English.
      await driver.goto(`${site.url}/healthz`);
      await driver.evaluate(() => {
        localStorage.setItem('uo:galaxies:how-to', 'seen');
        localStorage.setItem('gx:lang', 'en');
      });
      await driver.goto(`${site.url}/`);
      await waitFor(driver, 'Today’s grid', 20_000, dotsShown);
      // The server drew the grid: the game (its clock) runs once the page has hydrated it, and
      // the time passed below must pass on that clock.
      await waitFor(driver, 'the game running', 20_000, gameRunning);
      await waitFor(driver, 'the start ticket', 10_000, () =>
        Object.keys(localStorage).some((key) => key.startsWith('gx:ticket:')),
      );
      // The referee refuses a solve quicker than its least time for the size by the board's
      // clock or the server's: both move past it together, as the site's journeys do.
      const size = await driver.evaluate(() =>
        Number(document.querySelector('galaxies-board').getAttribute('size')),
      );
      const seconds = leastSeconds(size) + 3;
      site.passTime(seconds);
      await driver.evaluate(passTime, seconds * 1000);
      const presses = await solveByHints(driver, 40_000);
      const said = await waitFor(driver, 'the referee’s answer', 15_000, () => {
        const text = document.querySelector('galaxies-board > .referee')?.textContent?.trim();
        return text && !text.startsWith('Sending') && text;
      });
      if (!said.includes(`With ${presses} hints, it is saved to your account`)) {
        await fail(
          driver,
          `After ${presses} hints on a ${size}×${size} the referee said “${said}”`,
        );
      }
      return `${size}×${size}, ${presses} presses of Hint; the referee: “${said}”`;
    },
  },
  {
    // The host, played from Node, never plays: once the browser's racer has finished, the host
    // leaves, which ends the race, and the page shows the results.
    title: 'a live race: joined under a name, started by its host, finished by Hint and placed',
    async run(driver, { site, demoDir }) {
      const host = await hostRace(site.url, demoDir);
      const name = driver.name;
      try {
        await driver.goto(`${site.url}/healthz`);
        await driver.evaluate(() => localStorage.setItem('gx:lang', 'en'));
        await driver.goto(`${site.url}${host.path}`);
        await waitFor(driver, 'the name to join under, given', 20_000, joinRace, name);
        await waitFor(driver, 'the lobby, waiting for the host', 15_000, () =>
          document.querySelector('.race-waiting')?.textContent?.includes('Waiting for Host'),
        );
        await host.until(`${name} seated`, 10_000, (room) =>
          room.racers.some((r) => r.name === name && !r.left),
        );
        host.send({ type: 'start' });
        // The countdown (3 s), then the puzzle on the board.
        await waitFor(driver, 'the race’s grid', 20_000, dotsShown);
        await waitFor(driver, 'the game running', 20_000, gameRunning);
        const presses = await solveByHints(driver, 30_000);
        const said = await waitFor(driver, 'the page’s “You finished”', 15_000, () =>
          document.querySelector('.race-you-finished')?.textContent?.trim(),
        );
        if (!said.startsWith('You finished · 1st')) await fail(driver, `The page said “${said}”`);
        const room = await host.until(`${name}’s finish`, 10_000, (room) =>
          room.racers.some((r) => r.name === name && r.finish),
        );
        const { finish, place } = room.racers.find((r) => r.name === name);
        if (place !== 1) await fail(driver, `The room placed ${name} ${place}`);
        host.send({ type: 'leave' });
        const row = await waitFor(driver, 'the results, the racer’s own row', 15_000, () =>
          document
            .querySelector('#results-heading ~ table tr.you')
            ?.textContent?.trim()
            .replace(/\s+/g, ' '),
        );
        if (!row.startsWith(`1st ${name}`)) await fail(driver, `The results' row said “${row}”`);
        return (
          `${presses} presses of Hint; the room took ${finish.seconds} s with ` +
          `${finish.hints} hints; the results: “${row}”`
        );
      } catch (error) {
        throw new Error(`${error.message}\nThe host saw: ${host.told()}`);
      } finally {
        host.close();
      }
    },
  },
];
