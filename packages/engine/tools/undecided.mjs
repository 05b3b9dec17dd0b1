// `pnpm --filter @galaxies/engine undecided -- --count 1000`: how many raw tilings with one answer
// the solving ladder leaves undecided, per thousand, at the game's sizes and at 15×15;
// and which puzzles of the corpus it leaves to the counter. A tiling here is the tiler's, before
// generation keeps or drops it, so hard ones are not filtered out.
import { count, GAMES, GROWTH, solve, stream } from '../dist/index.js';
import { tile } from '../dist/tiler.js';
import { fixed, option, readCorpus, table, timed } from './table.mjs';

const codes = option('count', 1000);
const today = new Date().toISOString().slice(0, 10);
console.log(`# Raw tilings the ladder leaves undecided: ${codes} a size, ${today}\n`);

// The game's sizes at their own lean, and 15×15 at the hard lean (at 20×20 the counter gives up
// on a third of raw tilings, so their answers can't be told).
const sizes = [
  ...Object.entries(GAMES[1]).map(([size, [difficulty]]) => [Number(size), GROWTH[difficulty]]),
  [15, GROWTH.hard],
];
const rows = [];
const examples = [];
for (const [size, share] of sizes) {
  let unique = 0;
  let undecided = 0;
  let ms = 0;
  for (let k = 0; k < codes; k++) {
    const { w, h, dots } = tile(size, size, stream(`raw|${size}|${k}`), share);
    const puzzle = { w, h, dots };
    const found = count(puzzle, 2);
    if (found.gaveUp || found.count !== 1) continue;
    unique++;
    const { ms: took, value } = timed(() => solve(puzzle));
    ms += took;
    if (value.solved) continue;
    undecided++;
    if (examples.length < 12) examples.push(`${size}×${size} raw|${size}|${k}`);
  }
  rows.push([
    `${size}×${size}`,
    fixed(share, 2),
    codes,
    unique,
    undecided,
    fixed((1000 * undecided) / Math.max(1, unique), 1),
    fixed(ms / Math.max(1, unique), 2),
  ]);
}
console.log(
  table(
    ['size', 'lean', 'tilings', 'one answer', 'undecided', 'per thousand', 'solve ms (mean)'],
    rows,
  ),
);
if (examples.length) console.log(`\nUndecided, the first: ${examples.join(', ')}`);

const corpus = [
  ...readCorpus('tatham-dev.jsonl').map((e) => ({ ...e, name: e.id.slice(0, 24) })),
  ...readCorpus('real-puzzles.jsonl')
    .filter((e) => !e.holes)
    .map((e) => ({ ...e, name: `${e.w}×${e.h} ${e.dots.length} dots` })),
];
const left = corpus.filter(({ w, h, dots }) => !solve({ w, h, dots }).solved).map((e) => e.name);
console.log(`\nCorpus: ${corpus.length - left.length} of ${corpus.length} decided by the ladder.`);
if (left.length) console.log(`Left to the counter: ${left.join(', ')}`);
