// Test support: small hand-made puzzles of ours, every three-dot board of a few sizes, and the
// walls an answer draws.
import type { Answer, Dot, Puzzle } from '../puzzle.js';
import { wellFormed } from '../well-formed.js';

/**
 * 5 × 1: dots in the middles of cells 1, 2 and 3. The answer [1, 0, 1, 2, 1] is symmetric
 * everywhere, yet dot 1's outer pair (cells 0 and 4) is cut off from its core.
 */
export const strip: Puzzle = {
  w: 5,
  h: 1,
  dots: [
    [1, 3],
    [1, 5],
    [1, 7],
  ],
};

/**
 * 4 × 3: two corner dots with four-cell cores (cells 0, 1, 4, 5 and 2, 3, 6, 7) and a dot on
 * the side between cells 9 and 10. Its answer:
 *
 *     0 0 1 1
 *     0 0 1 1
 *     2 2 2 2
 */
export const small: Puzzle = {
  w: 4,
  h: 3,
  dots: [
    [2, 2],
    [2, 6],
    [5, 4],
  ],
};
export const smallAnswer: Answer = [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 2, 2];

/**
 * 3 × 3 with a symmetric pair cut off: dot 1 in the middle owns the corners 0 and 8, which are
 * each other's mirror, but no path joins them to the middle.
 *
 *     1 0 0
 *     3 1 2
 *     3 4 1
 */
export const cutOff: { puzzle: Puzzle; answer: Answer } = {
  puzzle: {
    w: 3,
    h: 3,
    dots: [
      [1, 4],
      [3, 3],
      [3, 5],
      [4, 1],
      [5, 3],
    ],
  },
  answer: [1, 0, 0, 3, 1, 2, 3, 4, 1],
};

/** 2 × 1, a dot in each cell: the side between them (id 0) is a given wall. */
export const pair: Puzzle = {
  w: 2,
  h: 1,
  dots: [
    [1, 1],
    [1, 3],
  ],
};

/**
 * The cells reached from `from` by side steps between cells of the same dot, never crossing a
 * side in `walls`. Written plainly, apart from the engine's code, to judge it.
 */
export function reachable(
  w: number,
  h: number,
  answer: Answer,
  from: readonly number[],
  walls: ReadonlySet<number> = new Set(),
): Set<number> {
  const seen = new Set(from);
  const todo = [...from];
  for (let i = todo.pop(); i !== undefined; i = todo.pop()) {
    const r = Math.floor(i / w);
    const c = i % w;
    const steps = [
      [r > 0, i - w, 2 * (i - w) + 1],
      [r < h - 1, i + w, 2 * i + 1],
      [c > 0, i - 1, 2 * (i - 1)],
      [c < w - 1, i + 1, 2 * i],
    ] as const;
    for (const [inside, n, side] of steps) {
      if (!inside || seen.has(n) || walls.has(side) || answer[n] !== answer[i]) continue;
      seen.add(n);
      todo.push(n);
    }
  }
  return seen;
}

/** Every well-formed puzzle with three dots on each grid size given, `[w, h]`. */
export function threeDotBoards(sizes: readonly (readonly [number, number])[]): Puzzle[] {
  const boards: Puzzle[] = [];
  for (const [w, h] of sizes) {
    const points: Dot[] = [];
    for (let y = 1; y < 2 * h; y++) for (let x = 1; x < 2 * w; x++) points.push([y, x]);
    points.forEach((a, p) =>
      points.slice(p + 1).forEach((b, q) =>
        points.slice(p + q + 2).forEach((c) => {
          const puzzle = { w, h, dots: [a, b, c] };
          if (wellFormed(puzzle).ok) boards.push(puzzle);
        }),
      ),
    );
  }
  return boards;
}
