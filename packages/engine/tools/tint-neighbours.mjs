// `pnpm --filter @galaxies/engine tints -- --count 150`: how often neighbouring galaxies (two
// sharing a side in the answer) wear the same tint, over generated 10×10 and 13×13 puzzles
// (codes tints10n0, tints10n1, …: codes take no hyphens), for tintsOf and, to compare, the
// previous rule.
import { answerWalls, generate, solve, tintsOf, TINTS } from '../dist/index.js';
import { fixed, option, percentile, table, timed } from './table.mjs';

const codes = option('count', 150);

/**
 * THE PREVIOUS RULE, kept here only to compare with (tints.ts no longer has it): each dot in
 * order takes the least-used tint that no earlier dot within 3.5 cells has.
 */
function previousRule({ dots }) {
  const used = new Array(TINTS).fill(0);
  const tints = [];
  dots.forEach(([y, x], d) => {
    const nearby = new Array(TINTS).fill(0);
    for (let e = 0; e < d; e++) {
      const [ey, ex] = dots[e];
      if ((ey - y) ** 2 + (ex - x) ** 2 <= 7 * 7) nearby[tints[e]]++;
    }
    let best = 0;
    for (let t = 1; t < TINTS; t++) {
      const [a, b] = [nearby[t] - nearby[best], used[t] - used[best]];
      if (a < 0 || (a === 0 && b < 0)) best = t;
    }
    tints.push(best);
    used[best]++;
  });
  return tints;
}

/** Each pair of dots whose galaxies share a side in `answer`, as 'lower higher'. */
function neighbours(puzzle, answer) {
  const pairs = new Set();
  for (const id of answerWalls(puzzle, answer)) {
    // Side 2·cell is the cell's right side, 2·cell + 1 its lower side.
    const cell = id >> 1;
    const [a, b] = [answer[cell], answer[id % 2 === 0 ? cell + 1 : cell + puzzle.w]];
    pairs.add(`${Math.min(a, b)} ${Math.max(a, b)}`);
  }
  return [...pairs].map((pair) => pair.split(' ').map(Number));
}

const rules = { tintsOf, 'previous rule': previousRule };
const tally = new Map();
const count = (size, rule, pairs, same) => {
  const row = tally.get(`${size} ${rule}`) ?? { size, rule, pairs: 0, same: 0 };
  tally.set(`${size} ${rule}`, { ...row, pairs: row.pairs + pairs, same: row.same + same });
};
const ms = [];
for (const size of [10, 13]) {
  for (let k = 0; k < codes; k++) {
    const puzzle = generate(`tints${size}n${k}`, size);
    const pairs = neighbours(puzzle, solve(puzzle).answer);
    for (const [rule, tintsFor] of Object.entries(rules)) {
      const { ms: took, value: tints } = timed(() => tintsFor(puzzle));
      if (rule === 'tintsOf') ms.push(took);
      const same = pairs.filter(([a, b]) => tints[a] === tints[b]).length;
      count(`${size}×${size}`, rule, pairs.length, same);
      count('both', rule, pairs.length, same);
    }
  }
}

console.log(`# Neighbouring galaxies wearing one tint: ${codes} codes a size\n`);
console.log(
  table(
    ['size', 'rule', 'neighbouring pairs', 'same tint', 'share'],
    [...tally.values()]
      .sort((a, b) => a.size.localeCompare(b.size))
      .map(({ size, rule, pairs, same }) => [
        size,
        rule,
        pairs,
        same,
        `${fixed((100 * same) / pairs, 2)}%`,
      ]),
  ),
);
// Median and p95 rather than the mean: the first calls include the JIT warming up.
const [median, p95] = [50, 95].map((p) => fixed(percentile(ms, p), 3));
console.log(`\ntintsOf (shape already cached by solve): median ${median} ms, p95 ${p95} ms`);
