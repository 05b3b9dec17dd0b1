// What the editor says: its tools and headings, what each edit did (for screen readers), the
// checking state, the two answers, and the copy rows. Loaded with the editor only (its verdicts
// are verdicts.ts's). Part of the words module (src/words/). Pure.
import type { Widen } from '@galaxies/pencil-kit';
import { verdictWords } from './verdicts.js';
import { describePoint } from '@galaxies/pencil-kit';

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A sentence to follow a colon: "Dot placed: centre of row 1, column 1." */
function lowerFirst(text: string): string {
  return text[0]!.toLowerCase() + text.slice(1);
}

export const EDITOR = {
  /** Under a verdict worked out on the page, when the checker's worker could not start. */
  checkedHere: 'Checked on this page: the background checker could not start.',
  name: 'Puzzle editor',
  width: 'Width',
  height: 'Height',
  clear: 'Clear dots',
  steps: 'Edits',
  undo: 'Undo',
  redo: 'Redo',
  play: 'Play it',
  copy: 'Copy',
  /** After Copy, for screen readers: " the puzzle link". */
  copyWhat: (what: string) => ` the ${what}`,
  how: 'Tap a cell’s centre, side or corner to place a dot there; tap a dot to remove it. On the grid, arrows move half a cell, Shift with an arrow a whole cell, Enter places or removes.',
  checking: { title: 'Checking…', detail: 'Counting the answers these dots allow.' },
  /** The heading over the grid: "Galaxies · Editor 7×7 · 3 dots". */
  heading: (w: number, h: number, dots: number) =>
    `Galaxies · Editor ${w}×${h} · ${plural(dots, 'dot', 'dots')}`,
  /** The grid's accessible name, before the cursor's place. */
  gridName: (w: number, h: number, dots: number) =>
    `Puzzle editor, ${w} by ${h}, ${plural(dots, 'dot', 'dots')}`,
  /** A point and whether a dot is there: "Centre of row 1, column 1. No dot." */
  point: (y: number, x: number, dot: boolean) =>
    `${describePoint({ y, x })} ${dot ? 'Dot.' : 'No dot.'}`,
  toggled: (y: number, x: number, had: boolean) =>
    `${had ? 'Dot removed' : 'Dot placed'}: ${lowerFirst(describePoint({ y, x }))}`,
  resized: (w: number, h: number, lost: number) =>
    `The grid is ${w} by ${h}.${lost ? ` ${plural(lost, 'dot', 'dots')} left outside ${lost === 1 ? 'was' : 'were'} removed.` : ''}`,
  cleared: 'Every dot removed.',
  undone: (said: string) => `Undone: ${lowerFirst(said)}`,
  redone: (said: string) => `Redone: ${lowerFirst(said)}`,
  copied: (what: string) => `Copied the ${what}.`,
  notCopied: (what: string) => `Could not copy the ${what}: select it and copy it yourself.`,
  /** The answers' pictures: "First answer", and what is outlined in them. */
  answer: (k: number) => `${k ? 'Second' : 'First'} answer`,
  differ: (n: number) => `The ${plural(n, 'cell', 'cells')} where the answers differ are outlined.`,
  /** The copy rows: each one's label and what a copy of it is called. */
  rows: {
    puzzLink: { label: 'puzz.link URL', what: 'puzz.link URL' },
    tatham: { label: 'Tatham game ID', what: 'Tatham game ID' },
    link: { label: 'Link to play it here', what: 'link' },
  },
} as const;

/** The editor's English, as one table: its own words and the verdicts'. */
export const EDITOR_EN = { editor: EDITOR, verdictWords };

/** The editor's words in one language: the shape every language's table has. */
export type EditorWords = Widen<typeof EDITOR_EN>;
