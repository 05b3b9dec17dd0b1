// What the board says around the grid: its title and the grid's name, the first-move prompt,
// the tools, the trial, the helpers and the status line, and the squares that hold the grid's
// place. Part of the words module (src/words/). Pure.
import type { Assist, Widen } from '@galaxies/pencil-kit';
import { hintsUsed, MOVES, REFUSED_SIDE } from './play.js';
import { REFUSALS } from './sources.js';

/** The game's name, first in the title and the share line. */
export const GAME = 'Galaxies';

/** The kinds of play the title and share line name (any other `mode` text is said as it is). */
export const MODES: Readonly<Record<string, string>> = {
  daily: 'Daily',
  endless: 'Endless',
  archive: 'Archive',
};

/** A difficulty score as shown: one decimal, "4.2"; nothing when there is none. */
export function scoreText(score: number | null | undefined): string {
  return score == null ? '' : score.toFixed(1);
}

/** The title in a narrow board, what a player most needs of it: "10×10 · medium · 4.2". */
export function shortHeading(w: number, h: number, level = '', score: number | null = null) {
  return [`${w}×${h}`, level, scoreText(score)].filter(Boolean).join(' · ');
}

/**
 * The title: "Galaxies · Daily 10×10 · medium · 4.2", the level and the difficulty score (out of
 * 10) left out when not known.
 */
export function heading(
  mode: string,
  w: number,
  h: number,
  level = '',
  score: number | null = null,
): string {
  return `${GAME} · ${mode ? `${mode} ` : ''}${shortHeading(w, h, level, score)}`;
}

/**
 * The result panel's line about the puzzle: "Daily 10×10, medium 4.2 · 9 galaxies · Friday,
 * October 23", parts left out when not known.
 */
export function aboutLine(p: {
  mode: string;
  w: number;
  h: number;
  difficulty: string;
  score: number | null;
  dots: number;
  date: string;
}): string {
  const level = [p.difficulty, scoreText(p.score)].filter(Boolean).join(' ');
  const kind = `${p.mode ? `${p.mode} ` : ''}${p.w}×${p.h}${level ? `, ${level}` : ''}`;
  const galaxies = `${p.dots} galax${p.dots === 1 ? 'y' : 'ies'}`;
  return [kind, galaxies, p.date].filter(Boolean).join(' · ');
}

/** The grid's accessible name, before the cursor's place. */
export function gridName(size?: { w: number; h: number; dots: number }): string {
  if (!size) return `${GAME} puzzle`;
  return `${GAME} puzzle, ${size.w} by ${size.h}, ${size.dots} dots`;
}

/** The first-move prompt's words. */
export const PROMPT = {
  title: 'Draw your first wall',
  hint: 'Tap near a line between two cells, or drag along the lines',
};

/** The tray's words: the tools, the paints' group, the rubber, Hint. */
export const TRAY = {
  tools: 'Tool',
  lines: 'Lines',
  paint: 'Paint',
  claim: 'Claim',
  paints: 'Paint colour',
  rubber: 'Rubber',
  hint: 'Hint',
};

/** Try (puzz.link's trial mode) with Keep and Discard, and what the status line says of each. */
export const TRIAL = {
  try: 'Try',
  keep: 'Keep',
  discard: 'Discard',
  said: {
    start: 'Trying: new marks are a trial until you keep or discard it.',
    keep: 'Trial kept.',
    discard: 'Trial discarded. Undo brings it back.',
  },
};

/** Enter on a cell in Lines: how to reach a line with the keys instead. */
export const ONTO_A_LINE = 'Hold Shift with the arrows to move onto a line, then press Enter.';

/** The square that holds a large puzzle's place while it is made. */
export const MAKING = 'Making the puzzle…';

/** The helpers' switches, in the order the frame shows them. */
export const ASSISTS: readonly Assist[] = [
  {
    id: 'tints',
    label: 'Tints',
    description: 'Colour each finished galaxy with its dot’s tint.',
  },
  {
    id: 'lopsided',
    label: 'Lopsided',
    description: 'Flag a closed region with one dot that is not symmetric about it.',
  },
  {
    id: 'crowded',
    label: 'Crowded or empty',
    description: 'Flag a region with no dot, and the last open region if it holds several.',
  },
];

/** The status line for each flag, and the count of closed galaxies when none is up. */
export const STATUS = {
  lopsided: 'A region with one dot is not symmetric about it.',
  empty: 'A region has no dot.',
  crowded: (dots: number) => `The last open region holds ${dots} dots: it needs more walls.`,
  closed: (closed: number, dots: number) =>
    `${closed} of ${dots} galax${dots === 1 ? 'y' : 'ies'} closed.`,
};

/** What a board says when its worker can't start (the puzzle is then made on the page). */
export const WORKER_FAILED = 'The puzzle was made on this page: its worker could not start.';

/** What an editor shows while its code loads (if it can't, words/load-words.ts says so). */
export const EDITOR_LOADING = {
  loading: 'Loading the editor…',
};

/** The How to play button and its window. */
export const HOW_TO = {
  button: 'How to play',
  title: 'How to play',
  close: 'Close',
};

/** The levels' names, as the result panel says them. */
const LEVELS: Readonly<Record<string, string>> = {};

/** The playing board's English, as one table. */
export const BOARD_EN = {
  game: GAME,
  modes: MODES,
  levels: LEVELS,
  heading,
  shortHeading,
  aboutLine,
  gridName,
  prompt: PROMPT,
  tray: TRAY,
  trial: TRIAL,
  ontoALine: ONTO_A_LINE,
  making: MAKING,
  assists: ASSISTS,
  status: STATUS,
  workerFailed: WORKER_FAILED,
  editorLoading: EDITOR_LOADING,
  howTo: HOW_TO,
  painted: (where: string, paint: string) => `${where} Painted ${paint}.`,
  moves: MOVES,
  refusedSide: REFUSED_SIDE,
  hintsUsed,
  refused: REFUSALS,
};

/** The playing board's words in one language: the shape every language's table has. */
export type BoardWords = Widen<typeof BOARD_EN>;
