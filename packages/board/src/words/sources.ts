// What the board says in place of a puzzle it can't show: a sentence for players, with the
// technical detail kept apart for developers (it goes in `galaxies-error`'s detail). Part of the
// words module (src/words/). Pure.

/** A puzzle the board can't show: the player's sentence and the developer's detail. */
export interface Refusal {
  message: string;
  detail: string;
}

export const REFUSED = {
  /** A `src` that is not a puzzle we can read. */
  link: (src: string, detail: string): Refusal => ({
    message: /^[a-z]+:\/\//i.test(src.trim())
      ? 'That link isn’t a Galaxies puzzle we can read.'
      : 'That game ID isn’t a Galaxies puzzle we can read.',
    detail,
  }),
  /** A puzzle given as data (or read from a link) that breaks the rules of its drawing. */
  unplayable: (detail: string): Refusal => ({
    message: 'This puzzle can’t be played as it is.',
    detail,
  }),
  none: (): Refusal => ({
    message: 'There is no puzzle here yet.',
    detail: 'No puzzle given: set src, puzzle, or size and code.',
  }),
  size: (size: string, sizes: readonly string[]): Refusal => ({
    message: `There are no puzzles of size ${size.slice(0, 12)}: the sizes are ${sizes.slice(0, -1).join(', ')} and ${sizes.at(-1)}.`,
    detail: `Unknown size "${size.slice(0, 40)}": the sizes are ${sizes.join(', ')}.`,
  }),
  code: (code: string): Refusal => ({
    message: 'This puzzle’s code can’t be read.',
    detail: `Bad code "${code.slice(0, 40)}": a code is 1 to 32 letters a–z and digits.`,
  }),
  difficulty: (difficulty: string, size: number, made: string): Refusal => ({
    message: `${size}×${size} puzzles come in one difficulty: ${made}.`,
    detail: `Unknown difficulty "${difficulty.slice(0, 40)}" for ${size}×${size}: it is ${made}.`,
  }),
  making: (detail: string): Refusal => ({
    message: 'This puzzle can’t be made.',
    detail,
  }),
} as const;
