// Every hint met while playing a puzzle from an empty board by its hints alone: for the words'
// tests, which say each of them in each language.
import { hint, type Hint, type Puzzle } from '@galaxies/engine';

export function hintsOf(puzzle: Puzzle): Array<Exclude<Hint, { kind: 'solved' }>> {
  const seen: Array<Exclude<Hint, { kind: 'solved' }>> = [];
  const w: number[] = [];
  for (let k = 0; k < 400; k++) {
    const h = hint(puzzle, { w });
    if (h.kind !== 'wall') break;
    seen.push(h);
    w.push(...h.walls);
  }
  return seen;
}
