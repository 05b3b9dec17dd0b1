// `pnpm --filter @galaxies/engine bench:sizes -- --n 20 --sizes 15x15,20x20`: making puzzles of
// any size, ours beside Simon Tatham's galaxies.c (the driver of ../shared/bench, built there
// with its build.sh), interleaved puzzle by puzzle so the machine's load falls on both alike.
// Easy and medium are set against his Normal, hard against his Unreasonable. Prints each side's
// median and largest ms, the ratio of medians (ours / his) and the dots each side makes.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { fromTathamId } from '../dist/index.js';
import { makeV3 } from '../dist/make-v3.js';
import { stream } from '../dist/stream.js';
import { fixed, option, percentile, table } from './table.mjs';

const n = option('n', 20);
const at = process.argv.indexOf('--sizes');
const sizes = (at === -1 ? '15x15,20x20,25x25' : process.argv[at + 1]).split(',');
const TATHAM = { easy: 'dn', medium: 'dn', hard: 'du' };

const bench = fileURLToPath(new URL('../../../../shared/bench/', import.meta.url));
if (!existsSync(`${bench}build.sh`)) {
  console.log(`No ${bench}build.sh: Tatham's driver is needed to compare with.`);
  process.exit(1);
}
const built = process.env.GALAXIES_BENCH_BUILD ?? '/tmp/galaxies-tatham-bench';
execFileSync('sh', [`${bench}build.sh`], {
  stdio: 'ignore',
  env: { ...process.env, GALAXIES_BENCH_BUILD: built },
});

/** The C driver as a child: one command line in, one answer line out. */
const child = spawn(`${built}/galaxies-bench`, [], { stdio: ['pipe', 'pipe', 'inherit'] });
const waiting = [];
createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.(line));
const ask = (command) =>
  new Promise((resolve) => {
    waiting.push(resolve);
    child.stdin.write(`${command}\n`);
  });

/** His puzzle of `params` and `seed`: ms and dots. */
async function his(params, seed) {
  const [tag, ms, id] = (await ask(`gen ${params} ${seed}`)).split(' ');
  if (tag !== 'gen') throw new Error(`the C driver: ${tag} ${ms} ${id}`);
  return { ms: Number(ms), dots: fromTathamId(id).dots.length };
}

/** Ours at w × h and `level` from `code`: ms and dots. */
function ours(w, h, level, code) {
  const start = performance.now();
  const made = makeV3(w, h, level, stream(`galaxies|3|${w}x${h}|${level}|${code}`));
  return { ms: performance.now() - start, dots: made.dots.length };
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(
  `# Making puzzles of any size, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, load ${load()}\n`,
);
// Warm both sides up, untimed.
for (let k = 0; k < 5; k++) {
  ours(10, 10, 'medium', `warm${k}`);
  await his('10x10du', `warm${k}`);
}
const rows = [];
for (const size of sizes) {
  const [w, h] = size.split('x').map(Number);
  for (const level of ['easy', 'medium', 'hard']) {
    const params = `${w}x${h}${TATHAM[level]}`;
    const a = [];
    const b = [];
    for (let k = 0; k < n; k++) {
      b.push(await his(params, `bench-${k}`));
      a.push(ours(w, h, level, `bench${k}`));
    }
    const median = (list) =>
      percentile(
        list.map((x) => x.ms),
        50,
      );
    const mean = (list) => list.reduce((s, x) => s + x.dots, 0) / list.length;
    rows.push([
      `${w}×${h} ${level}`,
      params,
      `${fixed(median(a))} / ${fixed(Math.max(...a.map((x) => x.ms)), 0)}`,
      `${fixed(median(b))} / ${fixed(Math.max(...b.map((x) => x.ms)), 0)}`,
      `${fixed(median(a) / median(b), 2)}×`,
      `${fixed(mean(a), 0)} / ${fixed(mean(b), 0)}`,
    ]);
    console.error(rows.at(-1).join(' | '));
  }
}
child.stdin.end('quit\n');
console.log(
  table(
    [
      'ours',
      'Tatham',
      'ours ms median / max',
      'his ms median / max',
      'ours / his',
      'dots ours / his',
    ],
    rows,
  ),
);
console.log(`\n${n} puzzles a row; load average after: ${load()}`);
