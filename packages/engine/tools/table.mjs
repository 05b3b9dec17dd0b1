// Shared by the engine's tools: timing, generating many codes, percentiles, AUC and Markdown
// tables.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GAMES, generate } from '../dist/index.js';

/** Milliseconds `run` took, and what it returned. */
export function timed(run) {
  const start = performance.now();
  const value = run();
  return { ms: performance.now() - start, value };
}

/** The p-th percentile (0–100) of numbers. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The AUC of `high` over `low`: the chance a score of `high` is above one of `low`, ties half. */
export function auc(low, high) {
  let above = 0;
  for (const h of high) for (const l of low) above += h > l ? 1 : h === l ? 0.5 : 0;
  return above / (low.length * high.length);
}

/** A Markdown table from a header row and rows. */
export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A number with `digits` decimals. */
export const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

/** `--name value` from the command line, or the fallback. */
export function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}

/** A reference puzzle file the project keeps (src/test/corpus/, with its attribution). */
export function readCorpus(name) {
  const path = fileURLToPath(new URL(`../src/test/corpus/${name}`, import.meta.url));
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** Every game a version makes: `{ version, size, difficulty, name }`, each size's levels in order. */
export function gamesOf(version) {
  return Object.entries(GAMES[version]).flatMap(([size, levels]) =>
    levels.map((difficulty) => ({
      version,
      size: Number(size),
      difficulty,
      name: `v${version} ${size}×${size} ${difficulty}`,
    })),
  );
}

/** Generates `codes` puzzles of one game, timed, with each one's stats (after warming the JIT). */
export function makeMany(prefix, { version, size, difficulty }, codes) {
  for (let k = 0; k < 20; k++) generate(`warm${k}`, size, difficulty, {}, version);
  return Array.from({ length: codes }, (_, k) => {
    const stats = {};
    const { ms, value } = timed(() =>
      generate(`${prefix}${k.toString(36)}`, size, difficulty, stats, version),
    );
    return { ms, puzzle: value, stats };
  });
}
