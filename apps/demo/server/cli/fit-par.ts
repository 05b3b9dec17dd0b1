// Fits par to the stored solves: `pnpm --filter @galaxies/demo fit-par`. Reads every solve made
// without hints (seconds, size, level, score; a score stored before migration 009 is worked out
// from the code), counts each size and score band's solves and players, and, where they are
// enough, says whether the score or the level predicts solve time better (par-fit.ts). It
// changes nothing: par stays by size and level (policy.ts) until someone sets it otherwise.
import { readConfig } from '../config/config.js';
import { openStore } from '../db/open.js';
import { BETTER_BY, FIT_NEEDS, fitPar, type FitReport, type FitSolve } from '../rating/par-fit.js';
import { scoreOfSolve } from '../play/puzzles.js';
import { sizeLabel } from '../../shared/sizes.js';

const fixed = (n: number, digits = 3) => n.toFixed(digits);
const pad = (cells: (string | number)[], widths: number[]) =>
  cells
    .map((c, i) => String(c).padEnd(widths[i]!))
    .join('  ')
    .trimEnd();

/** The report in lines, for a person deciding on par. */
function describe(report: FitReport, read: number): string[] {
  const lines = [
    `Solves without hints: ${read}; with a score: ${report.cells.reduce((n, c) => n + c.solves, 0)}.`,
    `A size and band counts with at least ${FIT_NEEDS.solves} solves from ${FIT_NEEDS.players} players, none giving over ${FIT_NEEDS.share * 100}% of them:`,
  ];
  const widths = [6, 7, 7, 8, 10, 6];
  lines.push(pad(['size', 'band', 'solves', 'players', 'top share', 'counts'], widths));
  for (const c of report.cells) {
    const share = `${Math.round(c.topShare * 100)}%`;
    const row = [sizeLabel(c.size), c.band, c.solves, c.players, share, c.enough ? 'yes' : 'no'];
    lines.push(pad(row, widths));
  }
  if (report.cells.length === 0) lines.push('(no solves)');
  if (!report.ready) {
    lines.push(
      'The fit cannot be made yet: no size and band has enough solves from enough players.',
      'Until it can, par stays by size and level (shared/policy.ts).',
    );
    return lines;
  }
  const counted = report.cells.filter((c) => c.enough).length;
  lines.push(
    `Fitted: ${report.solves} solves from ${report.players} players, in ${counted} sizes and bands.`,
    pad(['model', 'R²', 'MAE (log)', 'held-out MAE (log)'], [6, 6, 10, 18]),
  );
  for (const [name, fit] of [
    ['level', report.level],
    ['score', report.score],
  ] as const) {
    lines.push(pad([name, fixed(fit.r2), fixed(fit.mae), fixed(fit.heldOutMae)], [6, 6, 10, 18]));
  }
  const slopes = Object.entries(report.slopes).map(([size, b]) => `${sizeLabel(size)} ${fixed(b)}`);
  lines.push(`log(seconds) a point of score: ${slopes.join(', ')}.`);
  const [s, l] = [fixed(report.score.heldOutMae), fixed(report.level.heldOutMae)];
  lines.push(
    report.better === 'score'
      ? `The score predicts solve time better than the level (held-out error ${s} against ${l}): par by score is worth setting.`
      : `The score does not predict solve time ${BETTER_BY * 100}% better than the level (held-out error ${s} against ${l}): keep par by size and level.`,
  );
  return lines;
}

const config = readConfig(process.env);
const store = await openStore(config);
try {
  const rows = await store.db
    .selectFrom('solves')
    .select(['player_id', 'seconds', 'size', 'difficulty', 'code', 'engine', 'score'])
    .where('hints', '=', 0)
    .execute();
  const solves: FitSolve[] = rows.flatMap((r) => {
    const score = scoreOfSolve(r);
    if (score === null) return [];
    const { player_id: player, seconds, size, difficulty } = r;
    return [{ player, seconds, size, difficulty, score }];
  });
  console.log(describe(fitPar(solves), rows.length).join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await store.close();
}
