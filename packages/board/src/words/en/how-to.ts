// How to play, in words: the three rules, the example's caption, the tutorial's steps and its
// solved moment, and the keys. Loaded with the how-to only. Part of the words module
// (src/words/). Pure.
import type { Widen } from '@galaxies/pencil-kit';

/** The rules, in the order a newcomer needs them. */
export const RULES = [
  'Every cell belongs to exactly one galaxy.',
  'Each galaxy holds exactly one dot.',
  'Each galaxy looks the same turned half way round its dot.',
] as const;

export const HOW_TO_WORDS = {
  rules: 'The rules',
  goal: 'Draw walls along the lines between cells until the grid is cut into galaxies.',
  example: 'A solved puzzle',
  exampleLabel:
    'A solved 5 by 5 puzzle: five galaxies, each tinted, one of them a spiral round the middle dot.',
  exampleNote:
    'The big galaxy winds round its dot, and still looks the same turned half way round.',
  tryIt: 'Try it',
  tutorialName: 'Tutorial puzzle, 4 by 4, 5 dots',
  step: (k: number, of: number) => `Step ${k} of ${of}`,
  steps: [
    'This dot sits where four cells meet, so its galaxy is those four cells: it looks the same turned half way round. Draw the walls that close them off (tap near a line, or drag along it).',
    'A dot on the line between two cells: here its galaxy is just the two cells beside it. Close it off too.',
    'This galaxy winds like an S round the dot in row 2, column 3: turn it half way round that dot and it lands on itself. Draw its last walls.',
    'The last region holds two dots. This time, claim its cells: tap a dot, then a cell that belongs to it, and its twin is claimed with it. Once every cell is claimed or closed in, the walls are drawn for you. On the board, Claim is beside Lines and Paint.',
  ],
  wrong: 'That wall cuts through a galaxy: tap it again to rub it out.',
  solved:
    'Solved! Every cell is in a galaxy, each galaxy has one dot, and each looks the same turned round it.',
  again: 'Start over',
  keys: 'Keys',
} as const;

/** The keys, as a key and what it does. */
export const KEYS: ReadonlyArray<readonly [key: string, does: string]> = [
  ['Arrows', 'Move between cells.'],
  ['Shift + arrows', 'Move onto a line between cells, and along the lines.'],
  [
    'Enter or Space',
    'Draw a wall on that line, or rub it out (in Paint, paint the cell; in Claim, pick a dot on its cell or claim the cell for the dot picked).',
  ],
  [
    'X or Delete',
    'Cross the line out as "no wall here" (in Paint, clear the cell; in Claim, clear its claim and its twin’s).',
  ],
  ['Ctrl or ⌘ + Z', 'Undo.'],
  ['Ctrl or ⌘ + Shift + Z, or Ctrl + Y', 'Redo.'],
  ['?', 'Show these keys.'],
  ['Escape', 'Stop a drag, or close this window.'],
];

/** How to play's English, as one table. */
export const HOW_TO_EN = { rules: RULES, words: HOW_TO_WORDS, keys: KEYS };

/** How to play's words in one language: the shape every language's table has. */
export type HowToWords = Widen<typeof HOW_TO_EN>;
