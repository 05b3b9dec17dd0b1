// `pnpm bench`: generation time per kept puzzle by game (every size and level of version 2,
// then version 1's), and solving time on the shared corpus by setting, with how many puzzles
// the ladder alone decides at each tier and an ablation.
import { count, solve, TECHNIQUES } from '../dist/index.js';
import {
  fixed,
  gamesOf,
  makeMany,
  option,
  percentile,
  readCorpus,
  table,
  timed,
} from './table.mjs';

const codes = option('count', 100);
console.log(`# Engine bench, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}\n`);

const generated = [];
const genRows = [];
for (const game of [...gamesOf(2), ...gamesOf(1)]) {
  const made = makeMany('b', game, codes);
  const times = made.map(({ ms }) => ms);
  const attempts = made.reduce((sum, { stats }) => sum + stats.attempts, 0);
  // The ablation reads the games of version 1, as it always has.
  if (game.version === 1) {
    made.forEach(({ puzzle }) => generated.push({ setting: game.name, puzzle }));
  }
  genRows.push([
    game.name,
    codes,
    fixed(percentile(times, 50), 2),
    fixed(percentile(times, 95), 2),
    fixed(Math.max(...times), 2),
    fixed(attempts / codes),
  ]);
}
console.log('## Generation (ms per kept puzzle)\n');
console.log(table(['game', 'codes', 'median', 'p95', 'max', 'tilings per puzzle'], genRows));

const corpus = [
  ...readCorpus('tatham-dev.jsonl').map((e) => ({ setting: `tatham ${e.params}`, puzzle: e })),
  ...readCorpus('real-puzzles.jsonl')
    .filter((e) => !e.holes)
    .map((e) => ({ setting: `real ${e.w}×${e.h} (${e.dots.length} dots)`, puzzle: e })),
];
const settings = new Map();
for (const { setting, puzzle } of corpus) {
  const row = settings.get(setting) ?? {
    n: 0,
    ms: [],
    countMs: [],
    tiers: [0, 0, 0, 0],
    fallback: 0,
  };
  const { ms, value } = timed(() => solve({ w: puzzle.w, h: puzzle.h, dots: puzzle.dots }));
  row.n++;
  row.ms.push(ms);
  if (value.solved) row.tiers[value.tier]++;
  else {
    row.tiers[0]++;
    const counted = timed(() => count({ w: puzzle.w, h: puzzle.h, dots: puzzle.dots }));
    row.countMs.push(counted.ms);
  }
  settings.set(setting, row);
}
console.log(
  '\n## Solving the corpus (ms per puzzle; the ladder alone, then the counter where it stops)\n',
);
console.log(
  table(
    [
      'setting',
      'puzzles',
      'ladder median',
      'ladder max',
      'easy',
      'medium',
      'hard',
      'undecided',
      'counter max ms',
    ],
    [...settings].map(([setting, r]) => [
      setting,
      r.n,
      fixed(percentile(r.ms, 50), 2),
      fixed(Math.max(...r.ms), 2),
      r.tiers[1],
      r.tiers[2],
      r.tiers[3],
      r.tiers[0],
      r.countMs.length ? fixed(Math.max(...r.countMs), 1) : '–',
    ]),
  ),
);

// Ablation: how many boards the ladder decides with every technique, and without each one
// (left out everywhere, suppositions' lower tiers too). Without mirror a board keeps so many
// candidates that supposing each takes minutes on the biggest: each board may try TRIALS
// suppositions, above the most any board here needs with every technique (1,488).
const TRIALS = 2000;
const boards = [...corpus, ...generated];
const decided = (without) =>
  boards.filter(
    ({ puzzle }) =>
      solve({ w: puzzle.w, h: puzzle.h, dots: puzzle.dots }, 3, without, TRIALS).solved,
  ).length;
console.log(
  `\n## Ablation: boards decided (of ${boards.length}: the corpus and the generated ones above; ` +
    `at most ${TRIALS} suppositions a board)\n`,
);
console.log(
  table(
    ['ladder', 'decided'],
    [
      ['all techniques', decided([])],
      ...TECHNIQUES.map(([name, tier]) => [`without ${name} (tier ${tier})`, decided([name])]),
    ],
  ),
);
