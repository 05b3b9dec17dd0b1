// What the board says in place of a puzzle it can't show: a sentence for players (`REFUSALS`,
// one phrase maker each, the same in every language's words), with the technical detail kept
// apart for developers (it goes in `galaxies-error`'s detail, in English). A refusal keeps what
// was said (`said`), so the board can say it again in the player's language. Part of the words
// module (src/words/). Pure.

/** A puzzle the board can't show: the player's sentence and the developer's detail. */
export interface Refusal {
  message: string;
  detail: string;
}

/** The players' sentences, by refusal. */
export const REFUSALS = {
  /** A `src` that is not a puzzle we can read. */
  link: (src: string) =>
    /^[a-z]+:\/\//i.test(src.trim())
      ? 'That link isn’t a Galaxies puzzle we can read.'
      : 'That game ID isn’t a Galaxies puzzle we can read.',
  /** A puzzle given as data (or read from a link) that breaks the rules of its drawing. */
  unplayable: () => 'This puzzle can’t be played as it is.',
  none: () => 'There is no puzzle here yet.',
  size: (size: string, sizes: readonly string[]) =>
    `There are no puzzles of size ${size.slice(0, 12)}: the sizes are ${sizes.slice(0, -1).join(', ')} and ${sizes.at(-1)}.`,
  /** A size outside a version that makes every grid within its sides. */
  sides: (size: string, least: number, most: number) =>
    `There are no puzzles of size ${size.slice(0, 12)}: each side is ${least} to ${most} cells, as in 20x12.`,
  code: (_code: string) => 'This puzzle’s code can’t be read.',
  level: (_level: string, size: number | string, levels: readonly string[]) =>
    levels.length === 1
      ? `${gridText(size)} puzzles come at one level: ${levels[0]}.`
      : `${gridText(size)} puzzles come in ${levels.slice(0, -1).join(', ')} and ${levels.at(-1)}.`,
  /** A code made by a version of the engine this board does not have. */
  engine: (version: string, current: number) =>
    /^\d+$/.test(version) && Number(version) > current
      ? 'This puzzle was made by a newer version of Galaxies: reload the page to play it.'
      : 'This puzzle names a version of Galaxies that can’t be read.',
  making: () => 'This puzzle can’t be made.',
};

/** A size as players read it: 10 → "10×10", "20x12" → "20×12". */
export function gridText(size: number | string): string {
  return typeof size === 'number' ? `${size}×${size}` : size.replace('x', '×');
}

/** The refusals' phrase makers. */
export type Refusals = typeof REFUSALS;

/** What a refusal said: its name and its arguments, to say again in any language. */
export type Said = {
  [K in keyof Refusals]: [K, ...Parameters<Refusals[K]>];
}[keyof Refusals];

/** The developers' details, by refusal (from what was said and what went wrong). */
function detailOf(said: Said, error: string): string {
  switch (said[0]) {
    case 'none':
      return 'No puzzle given: set src, puzzle, or size and code.';
    case 'size':
      return `Unknown size "${said[1].slice(0, 40)}": the sizes are ${said[2].join(', ')}.`;
    case 'code':
      return `Bad code "${said[1].slice(0, 40)}": a code is 1 to 32 letters a–z and digits.`;
    case 'sides':
      return `Unknown size "${said[1].slice(0, 40)}": each side is ${said[2]} to ${said[3]} ("WxH", or n for n×n).`;
    case 'level':
      return `Unknown level "${said[1].slice(0, 40)}" for ${gridText(said[2])}: it is ${said[3].join(', ')}.`;
    case 'engine':
      return `Unknown engine "${said[1].slice(0, 40)}": this board makes versions 1 to ${said[2]}.`;
    default:
      return error;
  }
}

/** Says a refusal's sentence with the given phrase makers. */
export function sayRefusal(
  words: { [K in keyof Refusals]: (...args: never[]) => string },
  said: Said,
): string {
  const [name, ...args] = said;
  return (words[name] as (...a: unknown[]) => string)(...args);
}

/** A refusal in English, with its detail (`error`: what went wrong, for the detail). */
export function refusal(said: Said, error = ''): Refusal {
  return { message: sayRefusal(REFUSALS, said), detail: detailOf(said, error) };
}
