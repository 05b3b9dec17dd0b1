// `pnpm --filter @galaxies/engine grades -- --count 100`: whether version 2's difficulty score
// (`grade(puzzle, 2)`) separates puzzles. Tatham's Normal puzzles against his Unreasonable ones (his solver must guess on
// these): each side's spread, the overlap and the AUC (the chance an Unreasonable one scores
// above a Normal one, ties counting half), over all his settings and at 10×10 alone; the real
// puzzles one by one; and the score's spread over generated puzzles at each size and level of
// version 2 (and version 1's, for comparison).
import { GAMES, generate, grade } from '../dist/index.js';
import { auc, fixed, option, percentile, readCorpus, table } from './table.mjs';

const codes = option('count', 100);
console.log(
  `# Difficulty scores, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}\n`,
);

/** min / quartiles / median / max of scores. */
const spread = (scores) =>
  [0, 25, 50, 75, 100].map((p) => fixed(percentile(scores, p), 1)).join(' / ');

const tatham = readCorpus('tatham-dev.jsonl').map((e) => ({ ...e, grade: grade(e, 2) }));
if (tatham.length) {
  const side = (entries, d) =>
    entries.filter((e) => e.params.endsWith(d)).map((e) => e.grade.score);
  const rows = [];
  for (const [name, entries] of [
    ['all settings', tatham],
    ['10×10 only', tatham.filter((e) => e.params.startsWith('10x10'))],
  ]) {
    const normal = side(entries, 'dn');
    const unreasonable = side(entries, 'du');
    const lowest = Math.min(...unreasonable);
    const highest = Math.max(...normal);
    rows.push([
      name,
      `${normal.length} / ${unreasonable.length}`,
      spread(normal),
      spread(unreasonable),
      `${fixed(lowest)}–${fixed(highest)}`,
      `${normal.filter((s) => s >= lowest).length} / ${unreasonable.filter((s) => s <= highest).length}`,
      fixed(auc(normal, unreasonable), 3),
    ]);
  }
  console.log("## Tatham's Normal against Unreasonable\n");
  console.log(
    table(
      [
        'puzzles',
        'Normal / Unreasonable',
        'Normal min / q1 / median / q3 / max',
        'Unreasonable min / q1 / median / q3 / max',
        'overlap (scores both sides reach)',
        'Normal in it / Unreasonable in it',
        'AUC',
      ],
      rows,
    ),
  );
  const settings = [...new Set(tatham.map((e) => e.params))];
  console.log('\n### By setting\n');
  console.log(
    table(
      ['setting', 'puzzles', 'min / q1 / median / q3 / max', 'easy / medium / hard / none'],
      settings.map((params) => {
        const group = tatham.filter((e) => e.params === params).map((e) => e.grade);
        const bands = ['easy', 'medium', 'hard', undefined].map(
          (band) => group.filter((g) => g.band === band).length,
        );
        return [params, group.length, spread(group.map((g) => g.score)), bands.join(' / ')];
      }),
    ),
  );
}

const real = readCorpus('real-puzzles.jsonl').filter((e) => !e.holes);
if (real.length) {
  console.log('\n## Real puzzles\n');
  console.log(
    table(
      ['puzzle', 'score', 'band', 'hardest', 'depth', 'hard steps', 'galaxies', 'ms'],
      real.map((e) => {
        const start = performance.now();
        const found = grade({ w: e.w, h: e.h, dots: e.dots }, 2);
        const ms = performance.now() - start;
        return [
          `${e.w}×${e.h} (${e.dots.length} dots)`,
          found.score === null ? 'none' : fixed(found.score),
          found.band ?? '–',
          found.hardest,
          found.depth ?? '–',
          found.hard,
          found.galaxies,
          fixed(ms, 1),
        ];
      }),
    ),
  );
}

console.log(`\n## Scores of generated puzzles, ${codes} codes each\n`);
const rows = [];
for (const version of [2, 1]) {
  for (const [size, levels] of Object.entries(GAMES[version])) {
    for (const difficulty of levels) {
      const graded = Array.from({ length: codes }, (_, k) =>
        grade(generate(`s${k.toString(36)}`, Number(size), difficulty, {}, version), 2),
      );
      const depth = (d) => graded.filter((g) => g.depth === d && g.hardest === 'suppose').length;
      rows.push([
        `v${version} ${size}×${size} ${difficulty}`,
        spread(graded.map((g) => g.score)),
        ['mirror', 'single', 'reach', 'bridge']
          .map((t) => graded.filter((g) => g.hardest === t).length)
          .join(' / '),
        `${depth(1)} / ${depth(2)}`,
      ]);
    }
  }
}
console.log(
  table(
    [
      'puzzles',
      'score min / q1 / median / q3 / max',
      'hardest mirror / single / reach / bridge',
      'suppose depth 1 / 2',
    ],
    rows,
  ),
);
