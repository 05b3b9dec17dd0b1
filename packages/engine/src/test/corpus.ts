// Test support: the shared reference puzzles in ../shared/corpus (from the project root), or
// GALAXIES_CORPUS. A fresh clone elsewhere has none: corpus tests then skip and say why.
import { existsSync, readFileSync } from 'node:fs';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import type { Dot } from '../puzzle.js';

/** A line of tatham-dev.jsonl: Tatham's ID, the dots, the answer as rows of dot indices. */
export interface TathamEntry {
  readonly params: string;
  readonly id: string;
  readonly w: number;
  readonly h: number;
  readonly dots: readonly Dot[];
  readonly answer: readonly (readonly number[])[];
}

/** A line of real-puzzles.jsonl: a puzz.link URL and what it holds. */
export interface RealEntry {
  readonly source: string;
  readonly url: string;
  readonly w: number;
  readonly h: number;
  readonly dots: readonly Dot[];
  readonly black?: readonly number[];
  readonly holes?: readonly (readonly number[])[];
  readonly solutions?: number;
  readonly answer?: readonly number[];
}

// The project root: packages/engine/src/test/corpus.ts is four folders below it.
const root = fileURLToPath(new URL('../../../../', import.meta.url).href);
const folder = process.env.GALAXIES_CORPUS ?? `${root}../shared/corpus`;

function readLines<T>(name: string): { found: boolean; entries: T[] } {
  const path = `${folder}/${name}`;
  if (!existsSync(path)) {
    console.log(
      `Skipping the ${name} tests: ${path} is missing (set GALAXIES_CORPUS to its folder)`,
    );
    return { found: false, entries: [] };
  }
  const lines = readFileSync(path, 'utf8').split('\n');
  return {
    found: true,
    entries: lines.filter((line) => line.trim()).map((line) => JSON.parse(line) as T),
  };
}

/** Puzzles made by Simon Tatham's Portable Puzzle Collection, galaxies.c (MIT licence). */
export const tatham = readLines<TathamEntry>('tatham-dev.jsonl');

/** Hand-made puzzles published as puzz.link URLs (see the corpus README for sources). */
export const real = readLines<RealEntry>('real-puzzles.jsonl');

/** A corpus answer's rows as the engine's flat answer. */
export function flat(rows: readonly (readonly number[])[]): number[] {
  return rows.flat();
}
