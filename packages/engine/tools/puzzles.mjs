// `pnpm --filter @galaxies/engine puzzles -- --count 300`: how generation fares per game, every
// size and level of version 2 and version 1's three (the ratings columns count every tiling
// tried, unfiltered), and how hints fare when followed from an empty board, on version 2's
// puzzles and on the corpus. `--hints 0` leaves the hints out.
import { count, TECHNIQUES, solve } from '../dist/index.js';
import { hintRow, HINT_HEADER } from './hints.mjs';
import { fixed, gamesOf, makeMany, option, percentile, readCorpus, table } from './table.mjs';

const codes = option('count', 300);
const hints = option('hints', 1) !== 0;
const RATINGS = [
  'easy',
  'medium',
  'hard',
  'easier',
  'harder',
  'unsolved',
  'crumbly',
  'shallow',
  'ambiguous',
];
console.log(
  `# Generated puzzles: ${codes} codes a size, ${new Date().toISOString().slice(0, 10)}\n`,
);

const rows = { tilings: [], uses: [], hints: [] };
for (const game of [...gamesOf(2), ...gamesOf(1)]) {
  const made = makeMany('p', game, codes);
  const times = made.map(({ ms }) => ms);
  const attempts = made.reduce((sum, { stats }) => sum + stats.attempts, 0);
  const ratings = {};
  const uses = {};
  let unique = 0;
  for (const { puzzle, stats } of made) {
    for (const [rating, n] of Object.entries(stats.ratings))
      ratings[rating] = (ratings[rating] ?? 0) + n;
    for (const [name, n] of Object.entries(stats.used)) uses[name] = (uses[name] ?? 0) + n;
    const found = count(puzzle);
    if (found.count === 1 && !found.gaveUp) unique++;
  }
  rows.tilings.push([
    game.name,
    ...RATINGS.map((rating) => ratings[rating] ?? 0),
    fixed(attempts / codes),
    fixed(percentile(times, 50), 2),
    fixed(percentile(times, 95), 2),
    fixed(Math.max(...times), 2),
    `${unique}/${codes}`,
  ]);
  rows.uses.push([game.name, ...TECHNIQUES.map(([name]) => fixed((uses[name] ?? 0) / codes, 2))]);
  if (hints && game.version === 2) {
    rows.hints.push(
      hintRow(
        game.name,
        made.map(({ puzzle }) => puzzle),
      ),
    );
  }
}
const corpus = [...readCorpus('tatham-dev.jsonl'), ...readCorpus('real-puzzles.jsonl')]
  .map(({ w, h, dots }) => ({ w, h, dots }))
  .filter((puzzle) => solve(puzzle).solved);
if (hints && corpus.length) rows.hints.push(hintRow('corpus (ladder decides)', corpus));
console.log('## Every tiling tried, and the kept puzzles\n');
console.log(
  table(
    ['game', ...RATINGS, 'tilings per kept', 'median ms', 'p95 ms', 'max ms', 'unique by count'],
    rows.tilings,
  ),
);
if (hints) {
  console.log('\n## Hints followed from an empty board\n');
  console.log(table(HINT_HEADER, rows.hints));
}
console.log('\n## Mean productive uses of each technique per kept puzzle\n');
console.log(
  "Version 1 counts its rating ladder's steps; version 2 its grading's (suppose at both depths).\n",
);
console.log(table(['game', ...TECHNIQUES.map(([name, tier]) => `${name} (${tier})`)], rows.uses));
