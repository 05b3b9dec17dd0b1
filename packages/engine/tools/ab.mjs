// A/B timing of two builds of the engine on this machine, interleaved round by round so a change
// in load hits both alike: generation medians (ms per code, the same codes for both) at each
// size, and the solves of the two biggest real puzzles. For a commit's before and after:
//   cp -r dist /tmp/engine-before   (on the commit before)   pnpm run build   (on the change)
//   node tools/ab.mjs /tmp/engine-before dist
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [before, after] = process.argv.slice(2).map((dir) => resolve(dir, 'index.js'));
if (!before || !after) throw new Error('usage: node tools/ab.mjs <dist before> <dist after>');
const engines = {
  before: await import(pathToFileURL(before)),
  after: await import(pathToFileURL(after)),
};
const reals = readFileSync(
  new URL('../../../../shared/corpus/real-puzzles.jsonl', import.meta.url),
  'utf8',
)
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line))
  .filter((r) => !r.holes)
  .sort((p, q) => q.w * q.h - p.w * p.h)
  .slice(0, 2);
const median = (list) => [...list].sort((a, b) => a - b)[list.length >> 1];
const rows = [
  [7, 60],
  [10, 60],
  [13, 15],
];
const times = {};
for (const name of Object.keys(engines)) {
  times[name] = { 7: [], 10: [], 13: [] };
  for (const real of reals) times[name][`${real.w}×${real.h}`] = [];
}
for (let round = 0; round < 6; round++) {
  for (const [name, engine] of Object.entries(engines)) {
    for (const [size, n] of rows) {
      for (let k = 0; k < n; k++) {
        const t = performance.now();
        engine.generate(`ab${round}x${k}`, size);
        times[name][size].push(performance.now() - t);
      }
    }
    for (const real of reals) {
      for (let k = 0; k < 3; k++) {
        const t = performance.now();
        engine.solve({ w: real.w, h: real.h, dots: real.dots.map((d) => [...d]) });
        times[name][`${real.w}×${real.h}`].push(performance.now() - t);
      }
    }
  }
}
for (const [name, got] of Object.entries(times)) {
  const cols = [7, 10, 13].map((size) => `${size}×${size} ${median(got[size]).toFixed(3)}`);
  const solves = reals.map(({ w, h }) => `${w}×${h} ${median(got[`${w}×${h}`]).toFixed(1)}`);
  console.log(`${name.padEnd(6)} generate ${cols.join('  ')}  ·  solve ${solves.join('  ')}`);
}
