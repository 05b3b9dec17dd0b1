// Runs the crowd simulation (src/crowd/) at full size, puzzles seeded from their score and flat,
// and prints the README's table; `pnpm run crowd` compiles the module apart first.
// Options: --puzzles N --solvers M --seed S (defaults: the README's run).
import { parseArgs } from 'node:util';
import { FULL, simulateCrowd } from '../node_modules/.crowd/crowd/simulate.js';
import { MODEL } from '../node_modules/.crowd/crowd/model.js';

const { values } = parseArgs({
  options: {
    puzzles: { type: 'string', default: String(FULL.puzzles) },
    solvers: { type: 'string', default: String(FULL.solvers) },
    seed: { type: 'string', default: String(FULL.seed) },
  },
});
const options = {
  ...FULL,
  puzzles: Number(values.puzzles),
  solvers: Number(values.solvers),
  seed: Number(values.seed),
};

const started = performance.now();
const runs = {
  score: simulateCrowd({ ...options, seeding: 'score' }),
  flat: simulateCrowd({ ...options, seeding: 'flat' }),
};
const ms = Math.round(performance.now() - started);

const fixed = (value, digits = 3) => (Number.isNaN(value) ? '–' : value.toFixed(digits));
const spread = ({ median, p90 }) => `${fixed(median, 0)} / ${fixed(p90, 0)}`;
const row = (cells) => `| ${cells.join(' | ')} |`;

const { score, flat } = runs;
console.log(
  `${options.puzzles} puzzles, ${options.solvers} solvers (attempts ${options.attempts.join('–')} each, ` +
    `${options.perDay.join('–')} a day, arriving over ${options.arrivalDays} days), seed ${options.seed}; ` +
    `a = ${MODEL.a}, b = ${MODEL.b}, σ = ${MODEL.sigma}; ${score.games} first attempts over ${score.days} days; ${ms} ms\n`,
);
// Along the way: ρ (– while every puzzle is still at 1500), and the games that moved a puzzle.
const along = (mark) => `${fixed(mark.spearman)} (${fixed(mark.movesPerPuzzle, 1)} moved it)`;
const both = (cell) => [cell(score), cell(flat)];
const rows = [
  ['', 'seeded from the score', 'seeded flat (1500)'],
  ['---', '---', '---'],
  ["puzzles' Spearman ρ with their scores", ...both((r) => fixed(r.puzzleSpearman))],
  ...score.progress.map((mark, k) => [
    `… after ${fixed(mark.attemptsPerPuzzle, 0)} attempts a puzzle`,
    along(mark),
    along(flat.progress[k]),
  ]),
  ["solvers' Spearman ρ with their skills", ...both((r) => fixed(r.solverSpearman))],
  ['attempts that moved the puzzle', ...both((r) => `${r.moved} of ${r.games}`)],
  ['games clamped: solver / puzzle', ...both((r) => `${r.clamped.solver} / ${r.clamped.puzzle}`)],
  ['puzzles still provisional at the end', ...both((r) => String(r.provisional))],
  [
    'a puzzle settles (RD < 110) after: attempts, median / p90',
    ...both((r) => spread(r.attemptsToSettle)),
  ],
  ['… of which games that moved it, median / p90', ...both((r) => spread(r.movesToSettle))],
  [
    'a solver settles after: attempts, median / p90',
    ...both((r) => spread(r.solverAttemptsToSettle)),
  ],
];
console.log(rows.map(row).join('\n'));
