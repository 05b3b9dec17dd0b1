// Test support: reference puzzles made by others, kept in the project (corpus/, with their
// attribution) and always read, so a clone of the repository alone runs every engine test:
// Tatham's, janko's, and the real puzzles found in public repositories.
import { readFileSync } from 'node:fs';
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

/** A line of janko-dev.jsonl: a hand-made puzzle of janko.at's series, and its answer. */
export interface JankoEntry {
  readonly page: string;
  readonly w: number;
  readonly h: number;
  readonly dots: readonly Dot[];
  readonly answer: readonly number[];
  readonly tatham: string;
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

/** The lines of a JSON-lines file. */
function parse<T>(path: string): T[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  return lines.filter((line) => line.trim()).map((line) => JSON.parse(line) as T);
}

/** A file of the project's own corpus/ (a missing one is an error, never a skip). */
function kept<T>(name: string): { found: true; entries: T[] } {
  return {
    found: true,
    entries: parse<T>(fileURLToPath(new URL(`corpus/${name}`, import.meta.url).href)),
  };
}

/** Puzzles made by Simon Tatham's Portable Puzzle Collection, galaxies.c (MIT licence). */
export const tatham = kept<TathamEntry>('tatham-dev.jsonl');

/** Hand-made puzzles of janko.at's Galaxien series (each page credits its author). */
export const janko = kept<JankoEntry>('janko-dev.jsonl');

/** Hand-made puzzles published as puzz.link URLs (see the corpus README for sources). */
export const real = kept<RealEntry>('real-puzzles.jsonl');

/** A corpus answer's rows as the engine's flat answer. */
export function flat(rows: readonly (readonly number[])[]): number[] {
  return rows.flat();
}
