// `pnpm --filter @galaxies/engine grades:v3 -- --count 20`: how version 3's score (grade-v3.ts)
// reads puzzles made by others. Tatham's Normal against his Unreasonable (AUC, each setting's
// spread); janko's hand-made series, size by size (spread, interquartile range, the climb across
// sizes), beside version 2's score; the real puzzles one by one; and version 2's generated
// puzzles as version 3 scores them. Each score is read from the puzzle's chosen image.
import { generate, grade } from '../dist/index.js';
import { roundsOf, scoreOfRounds } from '../dist/grade-v3.js';
import { chosenImage, inReadingOrder } from '../dist/orientation.js';
import { auc, fixed, gamesOf, option, percentile, readCorpus, table } from './table.mjs';

const codes = option('count', 20);
console.log(
  `# Version 3 scores, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}\n`,
);

/** Version 3's score of a puzzle, the rounds behind it, and the milliseconds it took. */
function scoreV3(puzzle) {
  const start = performance.now();
  const image = chosenImage({ w: puzzle.w, h: puzzle.h, dots: inReadingOrder(puzzle.dots) });
  const run = roundsOf(image);
  const score = scoreOfRounds(run, puzzle.w * puzzle.h);
  return { score, run, ms: performance.now() - start };
}

const quartiles = (xs) => [0, 25, 50, 75, 100].map((p) => fixed(percentile(xs, p))).join(' / ');
const iqr = (xs) => percentile(xs, 75) - percentile(xs, 25);

const tatham = readCorpus('tatham-dev.jsonl').map((e) => ({ ...e, v3: scoreV3(e) }));
if (tatham.length) {
  const side = (entries, d) => entries.filter((e) => e.params.endsWith(d)).map((e) => e.v3.score);
  console.log("## Tatham's Normal against Unreasonable\n");
  console.log(
    table(
      ['puzzles', 'Normal min / q1 / median / q3 / max', 'Unreasonable, the same', 'AUC'],
      [
        ['all settings', tatham],
        ['10×10 only', tatham.filter((e) => e.params.startsWith('10x10'))],
      ].map(([name, entries]) => [
        name,
        quartiles(side(entries, 'dn')),
        quartiles(side(entries, 'du')),
        fixed(auc(side(entries, 'dn'), side(entries, 'du')), 3),
      ]),
    ),
  );
  console.log('\n### By setting\n');
  const settings = [...new Set(tatham.map((e) => e.params))];
  console.log(
    table(
      ['setting', 'min / q1 / median / q3 / max', 'rounds, median', 'ms median / max'],
      settings.map((params) => {
        const group = tatham.filter((e) => e.params === params).map((e) => e.v3);
        return [
          params,
          quartiles(group.map((g) => g.score)),
          percentile(
            group.map((g) => g.run.rounds.length),
            50,
          ),
          `${fixed(
            percentile(
              group.map((g) => g.ms),
              50,
            ),
          )} / ${fixed(Math.max(...group.map((g) => g.ms)))}`,
        ];
      }),
    ),
  );
}

const janko = readCorpus('janko-dev.jsonl').map((e) => ({ ...e, v3: scoreV3(e), v2: grade(e, 2) }));
if (janko.length) {
  console.log("\n## janko's hand-made series, by size\n");
  const sizes = [...new Set(janko.map((e) => `${e.w}×${e.h}`))];
  console.log(
    table(
      ['size', 'puzzles', 'v3 min / q1 / median / q3 / max', 'v3 IQR', 'v2 median', 'v2 IQR'],
      sizes.map((size) => {
        const group = janko.filter((e) => `${e.w}×${e.h}` === size);
        const v3 = group.map((e) => e.v3.score);
        const v2 = group.map((e) => e.v2.score);
        return [
          size,
          group.length,
          quartiles(v3),
          fixed(iqr(v3), 2),
          fixed(percentile(v2, 50)),
          fixed(iqr(v2), 2),
        ];
      }),
    ),
  );
}

const real = readCorpus('real-puzzles.jsonl').filter((e) => !e.holes);
if (real.length) {
  console.log('\n## Real puzzles\n');
  console.log(
    table(
      ['puzzle', 'v3', 'hardest kind', 'rounds', 'v2', 'ms'],
      real.map((e) => {
        const { score, run, ms } = scoreV3(e);
        return [
          `${e.w}×${e.h} (${e.dots.length} dots)`,
          score === null ? 'none' : fixed(score),
          run.hardest,
          run.rounds.length,
          grade(e, 2).score ?? 'none',
          fixed(ms, 1),
        ];
      }),
    ),
  );
}

console.log(`\n## Version 2's puzzles as version 3 scores them, ${codes} codes each\n`);
console.log(
  table(
    ['puzzles', 'v3 min / q1 / median / q3 / max', 'v2 min / q1 / median / q3 / max'],
    gamesOf(2).map(({ version, size, difficulty, name }) => {
      const made = Array.from({ length: codes }, (_, k) =>
        generate(`s${k.toString(36)}`, size, difficulty, {}, version),
      );
      return [
        name,
        quartiles(made.map((p) => scoreV3(p).score)),
        quartiles(made.map((p) => p.score)),
      ];
    }),
  ),
);
