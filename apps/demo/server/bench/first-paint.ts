// The first-paint bench: Lighthouse 12.2.3 (the last major that runs on Node 20) against the
// built site served by its own server, as a phone (Lighthouse's mobile preset: a mid-range phone
// on a slow 4G link, its CPU slowed 4×) and as a desktop, several runs of Today and of Endless
// (10×10 hard), with Debian's Chromium. Prints each run and the medians as a Markdown table, with
// the machine's load average before and after (these machines are shared: a busy one scores
// lower). Run: `pnpm --filter @galaxies/demo bench:paint [-- --runs 5] [-- --page Embed]`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSite } from '@galaxies/tooling/site';

/** What one run measured: the four scores, and the paint and blocking figures in ms. */
interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const PAGES = [
  ['Today', '/'],
  ['Endless 10×10 hard', '/endless/?size=10&level=hard'],
  ['Embed 10×10 medium', '/embed/?size=10&level=medium&code=lighthouse&engine=3'],
] as const;
const PRESETS = ['mobile', 'desktop'] as const;

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
/** `--page Embed`: only the pages whose names start so. */
const pageArg = process.argv.indexOf('--page');
const ONLY = pageArg > 0 ? (process.argv[pageArg + 1] ?? '') : '';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CLI = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'));

/** One Lighthouse run of `url` with `preset`, read from its JSON report. */
function lighthouse(url: string, preset: (typeof PRESETS)[number], out: string): Run {
  const args = [
    CLI,
    url,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const run = spawnSync(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: CHROMIUM },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`Lighthouse failed on ${url}: ${run.stderr}`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const score = (c: string) => Math.round(report.categories[c].score * 100);
  const value = (a: string) => report.audits[a].numericValue as number;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/**
 * `lighthouse`, tried up to three times: now and then Lighthouse loses its own trace of a load
 * (NO_NAVSTART) on a busy machine, a failure of the tool and not of the page.
 */
function lighthouseAgain(url: string, preset: (typeof PRESETS)[number], out: string): Run {
  for (let tries = 1; ; tries++) {
    try {
      return lighthouse(url, preset, out);
    } catch (error) {
      if (tries === 3) throw error;
      console.log(
        `(Lighthouse failed on try ${tries}, trying again: ${(error as Error).message.split('\n')[0]})`,
      );
    }
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const dataDir = mkdtempSync(join(tmpdir(), 'galaxies-paint-'));
const site = await startSite({ dataDir, limits: 'off' });
const base = site.url;
const rows: string[] = [];
try {
  console.log(`Load average before: ${load()}; ${RUNS} runs each.`);
  for (const [name, path] of PAGES.filter(([name]) => name.startsWith(ONLY))) {
    for (const preset of PRESETS) {
      const runs: Run[] = [];
      for (let k = 0; k < RUNS; k++) {
        const run = lighthouseAgain(base + path, preset, join(dataDir, `report-${k}.json`));
        console.log(`${name}, ${preset}, run ${k + 1}: ${JSON.stringify(run)} (load ${load()})`);
        runs.push(run);
      }
      const m = (key: keyof Run) => median(runs.map((r) => r[key]));
      rows.push(
        `| ${name} | ${preset} | ${m('performance')} | ${(m('fcp') / 1000).toFixed(1)} s | ` +
          `${(m('lcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ` +
          `${m('accessibility')} / ${m('bestPractices')} / ${m('seo')} |`,
      );
    }
  }
  console.log(`\nLoad average after: ${load()}. Medians of ${RUNS} runs:\n`);
  console.log(
    '| page | preset | performance | FCP | LCP | TBT | CLS | a11y / best practices / SEO |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
}
