// The play pages' words in English: Today and the daily's rhythm, the archive and its calendar,
// Endless and its size and level picker, Play a link, the editor and How to play.
import { html } from 'lit';
import { DATES_EN as D } from './dates.js';
import type { Size } from '../../sizes.js';

export const PAGES_EN = {
  today: {
    heading: 'Today’s Galaxies',
    lede: (day: string, size: Size, difficulty: string, score: number | null) =>
      `${D.longDate(day)} · ${D.puzzle(size, difficulty, score)}`,
    leaderboard: 'Today’s leaderboard',
    rhythm: 'The next daily',
    failed: 'Today’s puzzle could not be loaded.',
    nextIn: (left: string, day: string, size: Size, difficulty: string) =>
      html`Next daily in <strong>${left}</strong>: ${D.weekday(day)}’s ${D.kind(size, difficulty)}.`,
    nextOut: html`The next daily is out: <a href="/">play it</a>.`,
    weekPlan:
      'The week climbs: 7×7 easy on Monday and Tuesday; 10×10 easy on Wednesday, medium on Thursday and Friday, hard on Saturday; 13×13 hard on Sunday.',
  },
  archive: {
    heading: 'Archive',
    lede: 'Every daily since the first. Solving one here rates you against par.',
    dayLede: (day: string, size: Size, difficulty: string, score: number | null) =>
      `The daily of ${day} · ${D.puzzle(size, difficulty, score)}`,
    back: 'Back to the archive',
    failed: 'The archive could not be loaded.',
  },
  calendar: {
    previous: 'Previous month',
    next: 'Next month',
    /** What was done with a day's puzzle, as its cell says it. */
    states: { solved: 'solved', begun: 'in progress', new: 'not started' },
    /**
     * A day's cell read out, around what shows (`10×10`, `4.9`): its level before, what was done
     * after: `Friday, December 4: medium 10×10 4.9 (solved)`.
     */
    level: (difficulty: string) => D.levels[difficulty] ?? difficulty,
    state: (state: string) => `(${state})`,
    /** The date as read out before a cell's contents: `Monday, November 23:`. */
    dateSaid: (day: string) => `${D.longDate(day)}:`,
    today: 'Today',
    todaySaid: '’s daily',
    none: 'no daily',
    legend: '✓ solved · ◐ in progress in this browser',
  },
  endless: {
    heading: 'Endless',
    /** The puzzle on show: `10×10 · hard · 7.3` (a puzzle from a link: no score). */
    lede: (size: Size, difficulty: string, score: number | null) =>
      D.puzzle(size, difficulty, score),
    next: 'Next puzzle',
    code: 'Code',
    failed: 'The puzzle could not be started.',
    newPuzzle: 'Play a new puzzle',
  },
  /** A board framed on another site (`/embed/`), and the link previews of the puzzle pages. */
  embed: {
    /** A puzzle named for a frame's title and a link preview: `Daily 10×10 · medium`. */
    daily: (size: Size, difficulty: string) => `Daily ${D.kind(size, difficulty)}`,
    archive: (day: string, size: Size, difficulty: string) =>
      `The daily of ${D.longDate(day)}, ${D.kind(size, difficulty)}`,
    endless: (size: Size, difficulty: string) => `Endless ${D.kind(size, difficulty)}`,
    given: 'A puzzle from a link',
    /** Under the result, in the frame: a solve here counts for nothing on the site. */
    unrated: 'Solved here, not rated.',
    playRated: 'Play it rated on Galaxies',
    playThere: 'Play it on Galaxies',
    /** The small link out, under the board. */
    onGalaxies: 'Galaxies',
    /** The frame's link names no puzzle (a date with no daily, say). */
    none: 'This link names no Galaxies puzzle.',
    site: 'Go to Galaxies',
    /** A link preview's description. */
    about: 'A Galaxies puzzle: cut the grid into galaxies, each turning onto itself about its dot.',
  },
  /** The size and level picker (Endless, and the best times' board). */
  picker: {
    size: 'Size',
    level: 'Level',
    groups: { phone: 'For a phone', squares: 'Squares', big: 'Big' },
    own: 'Any size',
    columns: 'Columns',
    rows: 'Rows',
    open: 'Open',
  },
  play: {
    heading: 'Play a link',
    label: 'A puzz.link URL or a Tatham game ID',
    placeholder: 'https://puzz.link/p?tentaisho/…  or  7x7:…',
    button: 'Play',
    unrated: 'Puzzles from links are not rated.',
    sources: 'Galaxies from puzz.link (tentaisho) and from Simon Tatham’s collection both work.',
  },
  editor: {
    heading: 'Puzzle editor',
    lede: 'Place dots on cell centres, sides and corners. The verdict says at once whether the puzzle has exactly one answer, and how hard it is to find.',
  },
  howTo: { heading: 'How to play', playToday: 'Play today’s puzzle' },
  welcome: {
    heading: 'New to Galaxies?',
    line: 'Draw walls along the lines to cut the grid into galaxies: each holds one dot and looks the same turned half way round it.',
    howTo: 'How to play',
    close: 'Got it',
  },
  exportRow: {
    label: 'Print or download the puzzle',
    heading: 'Print / Download',
    print: 'Print',
    svg: 'Download SVG',
    png: 'Download PNG',
    solution: 'Download solution (SVG)',
    failed: 'The download could not be made.',
  },
};
