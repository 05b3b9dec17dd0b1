// `pnpm --filter @galaxies/engine check:sizes -- --codes 1`: version 3 makes every w × h from 5
// to 30 a side at every level, `--codes` codes each: each puzzle checked against the answer it
// was made from (check), unique by the counter, decided by the grading ladder, scored in its
// level's band. Prints how long making took (mean, median, the slowest) and every failure;
// exits 1 on any.
import { check, count } from '../dist/index.js';
import { BANDS } from '../dist/grade.js';
import { gradeV2 } from '../dist/grade-v2.js';
import { makeV3 } from '../dist/make-v3.js';
import { stream } from '../dist/stream.js';
import { fixed, option, percentile } from './table.mjs';

const codes = option('codes', 1);
const times = [];
const failures = [];
let slowest = { ms: 0, what: '' };
for (let w = 5; w <= 30; w++) {
  for (let h = 5; h <= 30; h++) {
    for (const level of ['easy', 'medium', 'hard']) {
      for (let k = 0; k < codes; k++) {
        const what = `${w}×${h} ${level} code sweep${k}`;
        const start = performance.now();
        let made;
        try {
          made = makeV3(w, h, level, stream(`galaxies|3|${w}x${h}|${level}|sweep${k}`));
        } catch (error) {
          failures.push(`${what}: ${error.message}`);
          continue;
        }
        const ms = performance.now() - start;
        times.push(ms);
        if (ms > slowest.ms) slowest = { ms, what };
        const puzzle = { w, h, dots: made.dots };
        const [low, high] = BANDS[level];
        if (!check(puzzle, made.answer)) failures.push(`${what}: its answer breaks a rule`);
        if (count(puzzle, 2).count !== 1) failures.push(`${what}: not unique`);
        if (!gradeV2(puzzle).decided) failures.push(`${what}: the ladder does not decide it`);
        if (!(made.score >= low && made.score <= high))
          failures.push(`${what}: score ${made.score}`);
      }
    }
  }
}
const mean = times.reduce((a, b) => a + b, 0) / times.length;
console.log(
  `Made ${times.length} puzzles (every w × h from 5 to 30, three levels, ${codes} code${codes === 1 ? '' : 's'} each): ` +
    `mean ${fixed(mean)} ms, median ${fixed(percentile(times, 50))} ms, slowest ${fixed(slowest.ms, 0)} ms (${slowest.what}); ` +
    `${failures.length} failures.`,
);
for (const failure of failures) console.log(`  ${failure}`);
process.exitCode = failures.length === 0 ? 0 : 1;
